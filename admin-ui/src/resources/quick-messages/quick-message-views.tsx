import { Alert } from '@mui/material'
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  EditButton,
  type RaRecord,
  required,
  SimpleForm,
  TextField,
  TextInput,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import type { Permissions } from '../../api/permissions.ts'
import { AttachmentInput } from '../attachments/attachment-input.tsx'
import { quickMessageMediaRules } from '../attachments/attachment-rules.ts'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure } from '../shared.tsx'
import { quickMessageLocked, quickMessagePayload } from './quick-message-rules.ts'

/** The quick message dialog: shortcode, text, sharing switches and one attached file. */
function QuickMessageForm() {
  const translate = useTranslate()
  const record = useRecordContext()
  const { permissions } = usePermissions<Permissions>()
  const locked = quickMessageLocked(record, permissions?.userId)
  return (
    <SimpleForm
      defaultValues={{ geral: true, visao: true, status: true }}
      toolbar={locked ? false : undefined}
    >
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('atendo.quick_messages.read_only')}
        </Alert>
      )}
      <TextInput source="shortcode" validate={required('atendo.required')} disabled={locked} />
      <TextInput source="message" multiline fullWidth minRows={3} disabled={locked} />
      <AttachmentInput
        source="mediaPath"
        nameSource="mediaName"
        rules={quickMessageMediaRules}
        disabled={locked}
      />
      <BooleanInput source="geral" disabled={locked} />
      <BooleanInput source="visao" disabled={locked} />
    </SimpleForm>
  )
}

/** On a phone: the shortcode, the text and the attached file's name. */
const quickMessageRow = {
  primaryText: (record: RaRecord) => String(record.shortcode),
  secondaryText: (record: RaRecord) => String(record.message ?? ''),
  tertiaryText: (record: RaRecord) => String(record.mediaName ?? ''),
}

export function QuickMessageList() {
  return (
    <ResponsiveList
      filters={searchFilter}
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={useLoadFailure()}
      phone={quickMessageRow}
    >
      <TextField source="id" />
      <TextField source="shortcode" />
      <TextField source="message" sortable={false} />
      <TextField source="mediaName" label="resources.quick-messages.fields.mediaPath" sortable={false} />
      <BooleanField source="geral" sortable={false} />
      <EditButton />
      <ConfirmDelete />
    </ResponsiveList>
  )
}

export function QuickMessageEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={quickMessagePayload}>
      <QuickMessageForm />
    </Edit>
  )
}

export function QuickMessageCreate() {
  return (
    <Create redirect="list" transform={quickMessagePayload} mutationOptions={useCreateWithMedia()}>
      <QuickMessageForm />
    </Create>
  )
}

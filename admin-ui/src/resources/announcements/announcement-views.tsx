import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  FunctionField,
  ImageField,
  ImageInput,
  List,
  type RaRecord,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { useCreateWithMedia } from '../attachments/use-create-with-media.ts'
import { ConfirmDelete } from '../shared.tsx'
import {
  ANNOUNCEMENT_IMAGE_MAX_BYTES,
  announcementImageProblem,
  announcementImageTypes,
  DEFAULT_PRIORITY,
  priorities,
} from './announcement-rules.ts'

/** Announcements are the super admin's (administration.md §6). */
const superOnly = { superOnly: true }

/** The stored image (its signed URL) as the picker previews a file; a newly chosen file as is. */
export function imagePreview(value: unknown) {
  if (typeof value === 'string') return value === '' ? null : { src: value, title: '' }
  return value ?? null
}

function AnnouncementForm() {
  const translate = useTranslate()
  const notify = useNotify()
  const required_ = required('atendo.required')
  return (
    <SimpleForm defaultValues={{ priority: DEFAULT_PRIORITY, status: true }}>
      <TextInput source="title" validate={required_} fullWidth />
      <TextInput source="text" validate={required_} multiline minRows={4} fullWidth />
      <SelectInput
        source="priority"
        validate={required_}
        choices={priorities.map((id) => ({ id, name: translate(`atendo.announcements.priority.${id}`) }))}
      />
      <BooleanInput source="status" />
      <ImageInput
        source="mediaUrl"
        accept={announcementImageTypes}
        maxSize={ANNOUNCEMENT_IMAGE_MAX_BYTES}
        format={imagePreview}
        options={{
          onDropRejected: (rejections) => {
            const file = rejections[0]?.file
            if (file)
              notify(announcementImageProblem(file) ?? 'atendo.announcements.image_types', { type: 'error' })
          },
        }}
        placeholder={<p>{translate('atendo.announcements.image_placeholder')}</p>}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </SimpleForm>
  )
}

/** Announcements (administration.md "Announcements"): list with image, dialog with image upload. */
export function AnnouncementList() {
  const translate = useTranslate()
  return (
    <RequireAccess access={superOnly}>
      <List filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'id', order: 'DESC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <ImageField
            source="mediaUrl"
            title="mediaName"
            sortable={false}
            sx={{ '& img': { maxWidth: 72, maxHeight: 48, objectFit: 'contain', m: 0 } }}
          />
          <TextField source="title" sortable={false} />
          <TextField
            source="text"
            sortable={false}
            sx={{
              display: 'block',
              maxWidth: 360,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          />
          <FunctionField
            source="priority"
            sortable={false}
            render={(record: RaRecord) => translate(`atendo.announcements.priority.${record.priority}`)}
          />
          <BooleanField source="status" sortable={false} />
          <DateField source="createdAt" showTime locales="pt-BR" sortable={false} />
          <EditButton />
          <ConfirmDelete />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}

export function AnnouncementEdit() {
  return (
    <RequireAccess access={superOnly}>
      <Edit mutationMode="pessimistic">
        <AnnouncementForm />
      </Edit>
    </RequireAccess>
  )
}

export function AnnouncementCreate() {
  return (
    <RequireAccess access={superOnly}>
      <Create redirect="list" mutationOptions={useCreateWithMedia()}>
        <AnnouncementForm />
      </Create>
    </RequireAccess>
  )
}

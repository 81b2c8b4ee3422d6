import { Typography } from '@mui/material'
import {
  ArrayInput,
  Create,
  Edit,
  EditButton,
  FileField,
  FileInput,
  FormDataConsumer,
  FunctionField,
  HttpError,
  type RaRecord,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { useServices } from '../../services-context.ts'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, searchFilter, useLoadFailure } from '../shared.tsx'
import { sparseErrors } from '../sparse-errors.ts'
import {
  type FileListValues,
  fileListErrors,
  fileListPayload,
  type OptionValues,
  uploadBody,
} from './file-list-rules.ts'

/** File lists are the company admin's (administration.md §6); plain users see no-permission. */
const access = { admin: true }
const resource = 'files'

/** The file an option already has, under its picker. */
function AttachedFile({ option }: { option: OptionValues | undefined }) {
  const translate = useTranslate()
  if (!option?.fileName || option.file?.rawFile) return null
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('atendo.integrations.file_attached', { name: option.fileName })}
    </Typography>
  )
}

/**
 * Saves the list, then sends the options' newly chosen files to POST /files/uploadList/{id}
 * (§7): the options need their ids, which a new list's have only once saved. A refused file
 * leaves the saved list open for another try rather than offering to save it again.
 */
function useSaveFileList() {
  const dataProvider = useDataProvider()
  const { http } = useServices()
  const notify = useNotify()
  const redirect = useRedirect()
  const record = useRecordContext()
  return async (values: Record<string, unknown>) => {
    const form = values as FileListValues
    let saved: RaRecord
    try {
      saved = record
        ? (
            await dataProvider.update(resource, {
              id: record.id,
              data: fileListPayload(form),
              previousData: record,
            })
          ).data
        : (await dataProvider.create(resource, { data: fileListPayload(form) })).data
    } catch (error) {
      const fields =
        error instanceof HttpError ? (error.body as { errors?: Record<string, string> })?.errors : undefined
      if (fields) return fields
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
      return undefined
    }
    const body = uploadBody(form, saved as unknown as { options: { id: number }[] })
    if (body) {
      try {
        await http(`/api/files/uploadList/${saved.id}`, { method: 'POST', body })
      } catch (error) {
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
        redirect('edit', resource, saved.id)
        return undefined
      }
    }
    notify('atendo.success', { type: 'success' })
    redirect('list', resource)
    return undefined
  }
}

/**
 * The file list dialog (administration.md §2 "File lists", §5): name, message and repeatable
 * options, each a name and an attached file (image, audio, video or document up to 20 MB).
 */
function FileListForm() {
  const save = useSaveFileList()
  return (
    <SimpleForm onSubmit={save} validate={(values) => sparseErrors(fileListErrors(values as FileListValues))}>
      <TextInput source="name" isRequired fullWidth />
      <TextInput source="message" isRequired multiline minRows={2} fullWidth />
      <ArrayInput source="options">
        <SimpleFormIterator inline={false} disableReordering disableClear>
          <TextInput source="name" label="resources.files.fields.options.name" isRequired fullWidth />
          <FileInput source="file" label={false} multiple={false}>
            <FileField source="src" title="title" />
          </FileInput>
          <FormDataConsumer>
            {({ scopedFormData }) => <AttachedFile option={scopedFormData as OptionValues | undefined} />}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  )
}

const fileListRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.message),
}

/** The lists: id, name, how many files, search, edit and delete (§2). */
export function FileListList() {
  return (
    <RequireAccess access={access}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'name', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={fileListRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="message" sortable={false} />
        <FunctionField
          source="optionCount"
          sortable={false}
          render={(record: RaRecord) => (record.options as unknown[] | undefined)?.length ?? 0}
        />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
    </RequireAccess>
  )
}

export function FileListEdit() {
  return (
    <RequireAccess access={access}>
      <Edit mutationMode="pessimistic">
        <FileListForm />
      </Edit>
    </RequireAccess>
  )
}

export function FileListCreate() {
  return (
    <RequireAccess access={access}>
      <Create>
        <FileListForm />
      </Create>
    </RequireAccess>
  )
}

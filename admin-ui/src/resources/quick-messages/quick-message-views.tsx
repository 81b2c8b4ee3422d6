import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  required,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin'
import { ConfirmDelete, searchFilter } from '../shared.tsx'

function QuickMessageForm() {
  return (
    <SimpleForm defaultValues={{ geral: true, visao: true, status: true }}>
      <TextInput source="shortcode" validate={required('atendo.required')} />
      <TextInput source="message" multiline fullWidth minRows={3} />
      <BooleanInput source="geral" />
      <BooleanInput source="visao" />
    </SimpleForm>
  )
}

function quickMessagePayload(data: Record<string, unknown>) {
  const { shortcode, message, geral, visao, status } = data
  return { shortcode, message, geral, visao, status }
}

export function QuickMessageList() {
  return (
    <List filters={searchFilter} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="shortcode" sortable={false} />
        <TextField source="message" sortable={false} />
        <BooleanField source="geral" sortable={false} />
        <EditButton />
        <ConfirmDelete />
      </Datagrid>
    </List>
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
    <Create redirect="list" transform={quickMessagePayload}>
      <QuickMessageForm />
    </Create>
  )
}

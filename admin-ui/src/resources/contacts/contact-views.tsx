import {
  Datagrid,
  Edit,
  EditButton,
  List,
  ReferenceField,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin'
import { searchFilter, useLoadFailure } from '../shared.tsx'
import { contactPayload } from './contact-payload.ts'

/**
 * The company's contacts in the back office: found by name or number and edited, above all to put
 * a contact in an attendant's wallet (`walletUserId`; with DirectTicketsToWallets on, the contact's
 * new tickets go to that attendant, docs/automations.md). The inbox's contacts page stays the
 * place for importing, exporting, tags and blocking.
 */
export function ContactList() {
  return (
    <List filters={searchFilter} sort={{ field: 'name', order: 'ASC' }} queryOptions={useLoadFailure()}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="number" />
        <TextField source="email" />
        <ReferenceField source="walletUserId" reference="users" link={false} sortable={false} emptyText="—">
          <TextField source="name" />
        </ReferenceField>
        <EditButton />
      </Datagrid>
    </List>
  )
}

export function ContactEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={contactPayload}>
      <SimpleForm>
        <TextInput source="name" validate={required('atendo.required')} />
        <TextInput source="number" validate={required('atendo.required')} />
        <TextInput source="email" type="email" />
        <ReferenceInput source="walletUserId" reference="users" sort={{ field: 'name', order: 'ASC' }}>
          <SelectInput optionText="name" emptyText="atendo.contacts.no_wallet" emptyValue="" />
        </ReferenceInput>
      </SimpleForm>
    </Edit>
  )
}

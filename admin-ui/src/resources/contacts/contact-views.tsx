import {
  Edit,
  EditButton,
  type RaRecord,
  ReferenceField,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { searchFilter, useLoadFailure } from '../shared.tsx'
import { contactPayload } from './contact-payload.ts'

/**
 * The company's contacts in the back office: found by name or number and edited, above all to put
 * a contact in an attendant's wallet (`walletUserId`; with DirectTicketsToWallets on, the contact's
 * new tickets go to that attendant, docs/automations.md). The inbox's contacts page stays the
 * place for importing, exporting, tags and blocking.
 */
/** Admins only, as in the menu (core-resources.tsx): plain users get the no-permission view. */
const adminOnly = { admin: true }

const contactRow = {
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.number ?? ''),
  tertiaryText: (record: RaRecord) => (record.walletUserId ? <WalletOwnerName /> : ''),
}

export function ContactList() {
  return (
    <RequireAccess access={adminOnly}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'name', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        exporter={false}
        phone={contactRow}
      >
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="number" />
        <TextField source="email" />
        <ReferenceField source="walletUserId" reference="users" link={false} sortable={false} emptyText="—">
          <TextField source="name" />
        </ReferenceField>
        <EditButton />
      </ResponsiveList>
    </RequireAccess>
  )
}

/** The wallet owner's name, for the phone's one-line rows. */
function WalletOwnerName() {
  return (
    <ReferenceField source="walletUserId" reference="users" link={false}>
      <TextField source="name" />
    </ReferenceField>
  )
}

export function ContactEdit() {
  return (
    <RequireAccess access={adminOnly}>
      <Edit mutationMode="pessimistic" transform={contactPayload}>
        {/* Saving only: deleting a contact (and its tickets) stays with the inbox's contacts page. */}
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
        >
          <TextInput source="name" validate={required('atendo.required')} />
          <TextInput source="number" validate={required('atendo.required')} />
          <TextInput source="email" type="email" />
          <ReferenceInput source="walletUserId" reference="users" sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput optionText="name" emptyText="atendo.contacts.no_wallet" emptyValue="" />
          </ReferenceInput>
        </SimpleForm>
      </Edit>
    </RequireAccess>
  )
}

import {
  Create,
  Datagrid,
  Edit,
  EditButton,
  email,
  List,
  maxLength,
  minLength,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ConfirmDelete, EnabledInput, nameLimits, searchFilter } from '../shared.tsx'

const adminOnly = { admin: true }

/** Per-user switches (inbox.md §6), shown on the Permissions tab. */
export const userSwitches = [
  'allTicket',
  'allowGroup',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
]

const profileChoices = [
  { id: 'admin', name: 'Admin' },
  { id: 'user', name: 'User' },
]

/** General and Permissions tabs; the page is for admins only, who may edit every field. */
function UserForm({ creating }: { creating?: boolean }) {
  return (
    <TabbedForm
      defaultValues={creating ? { profile: 'user', startWork: '00:00', endWork: '23:59' } : undefined}
    >
      <TabbedForm.Tab label="atendo.users.general">
        <TextInput
          source="name"
          validate={[required(), minLength(nameLimits.min), maxLength(nameLimits.max)]}
        />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={creating ? [required(), minLength(5)] : [minLength(5)]}
        />
        <SelectInput source="profile" choices={profileChoices} validate={required()} />
        <ReferenceArrayInput source="queueIds" reference="queues">
          <SelectArrayInput optionText="name" />
        </ReferenceArrayInput>
        <ReferenceInput source="whatsappId" reference="connections">
          <SelectInput optionText="name" emptyText="—" />
        </ReferenceInput>
        <TextInput source="startWork" type="time" />
        <TextInput source="endWork" type="time" />
        <TextInput source="farewellMessage" multiline fullWidth />
      </TabbedForm.Tab>
      <TabbedForm.Tab label="atendo.users.permissions">
        {userSwitches.map((name) => (
          <EnabledInput key={name} source={name} />
        ))}
      </TabbedForm.Tab>
    </TabbedForm>
  )
}

/** Only what the API accepts; an untouched password is not sent. */
function userPayload(data: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, queues: _q, companyId: _co, online: _o, ...rest } = data
  if (!rest.password) delete rest.password
  return rest
}

export function UserList() {
  return (
    <RequireAccess access={adminOnly}>
      <List filters={searchFilter} sort={{ field: 'id', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" sortable={false} />
          <TextField source="email" sortable={false} />
          <TextField source="profile" sortable={false} />
          <EditButton />
          <ConfirmDelete />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}

export function UserEdit() {
  return (
    <RequireAccess access={adminOnly}>
      <Edit mutationMode="pessimistic" transform={userPayload}>
        <UserForm />
      </Edit>
    </RequireAccess>
  )
}

export function UserCreate() {
  return (
    <RequireAccess access={adminOnly}>
      <Create redirect="list" transform={userPayload}>
        <UserForm creating />
      </Create>
    </RequireAccess>
  )
}

import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  DateField,
  Edit,
  EditButton,
  List,
  maxLength,
  minLength,
  ReferenceArrayInput,
  required,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ConfirmDelete, nameLimits } from '../shared.tsx'
import { SessionButtons } from './session-buttons.tsx'

/** Admins, and users with allowConnections (administration.md §6). */
const connectionManagers = { admin: true, orSwitch: 'allowConnections' as const }

const channelChoices = ['whatsapp', 'whatsappapi', 'facebook', 'instagram', 'api'].map((id) => ({
  id,
  name: id,
}))

function ConnectionForm({ creating }: { creating?: boolean }) {
  return (
    <TabbedForm
      defaultValues={creating ? { channel: 'whatsapp', provider: 'beta', maxUseBotQueues: 3 } : undefined}
    >
      <TabbedForm.Tab label="atendo.connections.general">
        <TextInput
          source="name"
          validate={[
            required(),
            minLength(nameLimits.min, 'atendo.too_short'),
            maxLength(nameLimits.max, 'atendo.too_long'),
          ]}
        />
        {creating && <SelectInput source="channel" choices={channelChoices} />}
        <BooleanInput source="isDefault" />
        <ReferenceArrayInput source="queueIds" reference="queues">
          <SelectArrayInput optionText="name" />
        </ReferenceArrayInput>
      </TabbedForm.Tab>
      <TabbedForm.Tab label="atendo.connections.messages">
        <TextInput source="greetingMessage" multiline fullWidth />
        <TextInput source="complationMessage" multiline fullWidth />
        <TextInput source="outOfHoursMessage" multiline fullWidth />
        <TextInput source="ratingMessage" multiline fullWidth />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}

const editable = [
  'name',
  'channel',
  'provider',
  'isDefault',
  'queueIds',
  'greetingMessage',
  'complationMessage',
  'outOfHoursMessage',
  'ratingMessage',
  'maxUseBotQueues',
]

function connectionPayload(data: Record<string, unknown>) {
  return Object.fromEntries(
    editable.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  )
}

/** Connections: status and session buttons per row (administration.md "Connections page"). */
export function ConnectionList() {
  return (
    <RequireAccess access={connectionManagers}>
      <List sort={{ field: 'id', order: 'ASC' }} pagination={false} perPage={1000}>
        <Datagrid bulkActionButtons={false}>
          <TextField source="channel" sortable={false} />
          <TextField source="name" sortable={false} />
          <TextField source="number" sortable={false} />
          <TextField source="status" sortable={false} />
          <SessionButtons />
          <DateField source="updatedAt" showTime locales="pt-BR" sortable={false} />
          <BooleanField source="isDefault" sortable={false} />
          <EditButton />
          <ConfirmDelete />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}

export function ConnectionEdit() {
  return (
    <RequireAccess access={connectionManagers}>
      <Edit mutationMode="pessimistic" transform={connectionPayload}>
        <ConnectionForm />
      </Edit>
    </RequireAccess>
  )
}

export function ConnectionCreate() {
  return (
    <RequireAccess access={connectionManagers}>
      <Create redirect="list" transform={connectionPayload}>
        <ConnectionForm creating />
      </Create>
    </RequireAccess>
  )
}

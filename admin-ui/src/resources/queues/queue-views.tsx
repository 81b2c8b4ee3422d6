import {
  BooleanInput,
  ChipField,
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  maxLength,
  minLength,
  NumberInput,
  type RaRecord,
  required,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
} from 'react-admin'
import { RequireAccess } from '../../access/require-access.tsx'
import { ConfirmDelete, nameLimits } from '../shared.tsx'
import { ChatbotOptions } from './chatbot-options.tsx'

const adminOnly = { admin: true }

/** Rotation times in minutes (administration.md §9), 0 = off. */
const rotationChoices = [0, 2, 5, 10, 15, 30, 45, 60].map((minutes) => ({
  id: minutes,
  name: String(minutes),
}))

function QueueForm() {
  return (
    <TabbedForm>
      <TabbedForm.Tab label="atendo.queues.data">
        <TextInput
          source="name"
          validate={[
            required(),
            minLength(nameLimits.min, 'atendo.too_short'),
            maxLength(nameLimits.max, 'atendo.too_long'),
          ]}
        />
        <TextInput
          source="color"
          type="color"
          validate={[required(), minLength(3), maxLength(9)]}
          defaultValue="#2196f3"
        />
        <NumberInput source="orderQueue" />
        <TextInput source="greetingMessage" multiline fullWidth />
        <TextInput source="outOfHoursMessage" multiline fullWidth />
        <BooleanInput source="closeTicket" />
        <BooleanInput source="ativarRoteador" />
        <SelectInput source="tempoRoteador" choices={rotationChoices} defaultValue={0} />
        <ChatbotOptions />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}

function queuePayload(data: Record<string, unknown>) {
  const { id: _id, companyId: _c, createdAt: _cr, updatedAt: _u, ...rest } = data
  return rest
}

export function QueueList() {
  return (
    <RequireAccess access={adminOnly}>
      <List sort={{ field: 'id', order: 'ASC' }}>
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" />
          <TextField source="name" sortable={false} />
          <FunctionField
            source="color"
            sortable={false}
            render={(record: RaRecord) => (
              <ChipField
                record={record}
                source="color"
                sx={{ backgroundColor: record.color as string, color: '#fff' }}
              />
            )}
          />
          <TextField source="greetingMessage" sortable={false} />
          <EditButton />
          <ConfirmDelete />
        </Datagrid>
      </List>
    </RequireAccess>
  )
}

export function QueueEdit() {
  return (
    <RequireAccess access={adminOnly}>
      <Edit mutationMode="pessimistic" transform={queuePayload}>
        <QueueForm />
      </Edit>
    </RequireAccess>
  )
}

export function QueueCreate() {
  return (
    <RequireAccess access={adminOnly}>
      <Create redirect="list" transform={queuePayload}>
        <QueueForm />
      </Create>
    </RequireAccess>
  )
}

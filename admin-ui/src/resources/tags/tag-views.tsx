import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  List,
  minLength,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin'
import { ConfirmDelete, searchFilter } from '../shared.tsx'

/** A random starting colour for a new tag (administration.md §9). */
function randomColour() {
  return `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`
}

function TagForm() {
  return (
    <SimpleForm defaultValues={{ color: randomColour(), kanban: 0 }}>
      <TextInput
        source="name"
        validate={[required('atendo.required'), minLength(3, 'atendo.tags.too_short')]}
      />
      <TextInput source="color" type="color" />
      <BooleanInput
        source="kanban"
        format={(value: unknown) => value === 1}
        parse={(on: boolean) => (on ? 1 : 0)}
      />
      <NumberInput source="timeLane" min={0} />
      <ReferenceInput source="nextLaneId" reference="tags" filter={{ kanban: 1 }}>
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>
      <ReferenceInput source="rollbackLaneId" reference="tags" filter={{ kanban: 1 }}>
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>
      <TextInput source="greetingMessageLane" multiline fullWidth />
    </SimpleForm>
  )
}

function tagPayload(data: Record<string, unknown>) {
  const {
    id: _id,
    companyId: _c,
    createdAt: _cr,
    updatedAt: _u,
    contacts: _co,
    ticketTags: _t,
    ...rest
  } = data
  return rest
}

/** Tags and kanban lanes share one list and one form (administration.md "Tags and kanban"). */
export function TagList() {
  return (
    <List filters={searchFilter} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" sortable={false} />
        <TextField source="color" sortable={false} />
        <BooleanField source="kanban" sortable={false} looseValue />
        <EditButton />
        <ConfirmDelete />
      </Datagrid>
    </List>
  )
}

export function TagEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={tagPayload}>
      <TagForm />
    </Edit>
  )
}

export function TagCreate() {
  return (
    <Create redirect="list" transform={tagPayload}>
      <TagForm />
    </Create>
  )
}

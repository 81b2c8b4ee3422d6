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
import { useWatch } from 'react-hook-form'
import { ConfirmDelete, searchFilter } from '../shared.tsx'
import { TagContactsButton } from './tag-contacts-dialog.tsx'

/** Search, and the kanban lanes alone (the /TagsKanban view of administration.md §2). */
const tagFilters = [
  ...searchFilter,
  <SelectInput
    key="kanban"
    source="kanban"
    choices={[
      { id: 0, name: 'Tags' },
      { id: 1, name: 'Kanban' },
    ]}
  />,
]

/** A random starting colour for a new tag (administration.md §9). */
function randomColour() {
  return `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`
}

/**
 * Lane rules (administration.md "Tags and kanban", §3 Tag/lane): a lane moves its tickets to the
 * next lane after `timeLane` hours, so a time needs a next lane, and a lane never points at itself.
 */
export function laneErrors(values: Record<string, unknown>): Record<string, string> {
  if (values.kanban !== 1) return {}
  const errors: Record<string, string> = {}
  const hours = Number(values.timeLane ?? 0)
  if (!Number.isInteger(hours) || hours < 0) errors.timeLane = 'atendo.tags.lane_time'
  if (hours > 0 && !values.nextLaneId) errors.nextLaneId = 'atendo.tags.next_lane_required'
  for (const field of ['nextLaneId', 'rollbackLaneId'] as const) {
    if (values[field] != null && values.id != null && values[field] === values.id)
      errors[field] = 'atendo.tags.self_lane'
  }
  return errors
}

/** The lane fields, shown only for kanban tags. */
function LaneInputs() {
  const kanban = useWatch({ name: 'kanban' })
  if (kanban !== 1) return null
  return (
    <>
      <NumberInput source="timeLane" min={0} step={1} />
      <ReferenceInput source="nextLaneId" reference="tags" filter={{ kanban: 1 }}>
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>
      <ReferenceInput source="rollbackLaneId" reference="tags" filter={{ kanban: 1 }}>
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>
      <TextInput source="greetingMessageLane" multiline fullWidth />
    </>
  )
}

function TagForm() {
  return (
    <SimpleForm defaultValues={{ color: randomColour(), kanban: 0 }} validate={laneErrors}>
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
      <LaneInputs />
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
    ticketsCount: _tc,
    contactsCount: _cc,
    ...rest
  } = data
  return rest
}

/** Tags and kanban lanes share one list and one form (administration.md "Tags and kanban"). */
export function TagList() {
  return (
    <List filters={tagFilters} sort={{ field: 'id', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" sortable={false} />
        <TextField source="color" sortable={false} />
        <BooleanField source="kanban" sortable={false} looseValue />
        <TagContactsButton />
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

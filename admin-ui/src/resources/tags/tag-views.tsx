import { Avatar } from '@mui/material'
import { useState } from 'react'
import {
  BooleanField,
  BooleanInput,
  Create,
  Edit,
  EditButton,
  NumberInput,
  type RaRecord,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { translatedChoices } from '../../i18n/choice-labels.ts'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, randomColour, searchFilter, useLoadFailure } from '../shared.tsx'
import { TagContactsButton } from './tag-contacts-dialog.tsx'

/** Search, and the kanban lanes alone (the /TagsKanban view of administration.md §2). */
const tagFilters = [
  ...searchFilter,
  <SelectInput key="kanban" source="kanban" choices={translatedChoices('tag_kinds', [0, 1])} />,
]

/**
 * Tag rules (administration.md §5 Tag/lane): a name of at least 3 characters. Lane rules (§3): a
 * lane moves its tickets to the next lane after `timeLane` hours, so a time needs a next lane, and
 * a lane never points at itself. All checked here: react-admin runs no input-level validator on
 * a form that validates as a whole.
 */
export function laneErrors(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = typeof values.name === 'string' ? values.name.trim() : ''
  if (name === '') errors.name = 'atendo.required'
  else if (name.length < 3) errors.name = 'atendo.tags.too_short'
  if (values.kanban !== 1) return errors
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
  // Drawn once: a new default on every render would reset the form.
  const [initial] = useState(() => ({ color: randomColour(), kanban: 0 }))
  return (
    <SimpleForm defaultValues={initial} validate={laneErrors}>
      <TextInput source="name" isRequired />
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

/** On a phone: the tag's colour and name, its contacts and its edit button. */
const tagRow = {
  leftAvatar: (record: RaRecord) => (
    <Avatar sx={{ bgcolor: record.color as string, width: 24, height: 24 }}> </Avatar>
  ),
  primaryText: (record: RaRecord) => String(record.name),
  actions: () => (
    <>
      <TagContactsButton />
      <EditButton />
    </>
  ),
}

/** Tags and kanban lanes share one list and one form (administration.md "Tags and kanban"). */
export function TagList() {
  return (
    <ResponsiveList
      filters={tagFilters}
      sort={{ field: 'id', order: 'ASC' }}
      queryOptions={useLoadFailure()}
      phone={tagRow}
    >
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="color" sortable={false} />
      <BooleanField source="kanban" looseValue />
      <TagContactsButton />
      <EditButton />
      <ConfirmDelete />
    </ResponsiveList>
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

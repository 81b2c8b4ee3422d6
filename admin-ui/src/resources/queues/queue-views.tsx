import { Avatar } from '@mui/material'
import { useEffect, useState } from 'react'
import {
  BooleanInput,
  ChipField,
  Create,
  Edit,
  EditButton,
  FunctionField,
  NumberInput,
  type RaRecord,
  SelectInput,
  TabbedForm,
  TextField,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { RequireAccess } from '../../access/require-access.tsx'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'
import { useCompanyOptions } from '../company-options.ts'
import { FileListSelect, IntegrationSelect } from '../integrations/integration-selects.tsx'
import { ResponsiveList } from '../lists/responsive-list.tsx'
import { ConfirmDelete, randomColour, searchFilter, useLoadFailure } from '../shared.tsx'
import { completeWeek, type WorkHours } from '../work-hours/work-hours.ts'
import { WorkHoursInput } from '../work-hours/work-hours-input.tsx'
import { ChatbotOptions } from './chatbot-options.tsx'
import { queuePayload, validateQueue } from './queue-rules.ts'

const adminOnly = { admin: true }

/** Rotation times in minutes (administration.md §9), 0 = off. */
const rotationChoices = [0, 2, 5, 10, 15, 30, 45, 60].map((minutes) => ({
  id: minutes,
  name: String(minutes),
}))

const scheduleTypeColumn = ['scheduleType']

/**
 * The queue dialog: its data with the chatbot option tree, and the out-of-hours tab when the
 * company schedules by queue and its plan has schedules (administration.md "Queues"). Every rule
 * is checked by `queueErrors`, as react-admin runs no input-level validator on such a form.
 */
function QueueForm({ creating }: { creating?: boolean }) {
  const translate = useTranslate()
  const { permissions } = usePermissions<Permissions>()
  const usesSchedules = useCompanyOptions(scheduleTypeColumn).scheduleType === 'queue'
  const showsHours = usesSchedules && hasPlanFlag(permissions, 'useSchedules')
  // Drawn once: a new default on every render would reset the form.
  const [initial] = useState(() => ({ color: randomColour() }))
  return (
    <TabbedForm validate={validateQueue(usesSchedules)} defaultValues={creating ? initial : undefined}>
      <TabbedForm.Tab label="atendo.queues.data">
        <TextInput source="name" isRequired />
        <TextInput source="color" type="color" isRequired />
        <NumberInput source="orderQueue" />
        <TextInput source="greetingMessage" multiline fullWidth />
        <TextInput source="outOfHoursMessage" multiline fullWidth isRequired={usesSchedules} />
        <BooleanInput source="closeTicket" />
        <BooleanInput source="ativarRoteador" />
        <SelectInput source="tempoRoteador" choices={rotationChoices} defaultValue={0} />
        <IntegrationSelect />
        <FileListSelect />
        <ChatbotOptions />
      </TabbedForm.Tab>
      {showsHours && (
        <TabbedForm.Tab label={translate('atendo.queues.schedules')}>
          <WorkHoursSeed />
          <WorkHoursInput source="schedules" />
        </TabbedForm.Tab>
      )}
    </TabbedForm>
  )
}

/** A queue saved before its schedules existed answers an empty week: start from the default one. */
function WorkHoursSeed() {
  const { getValues, setValue } = useFormContext()
  useEffect(() => {
    const saved = getValues('schedules') as WorkHours[] | undefined
    if (saved?.length !== 7) setValue('schedules', completeWeek(saved))
  }, [getValues, setValue])
  return null
}

/** On a phone: the queue's colour, its name and greeting. */
const queueRow = {
  leftAvatar: (record: RaRecord) => (
    <Avatar sx={{ bgcolor: record.color as string, width: 24, height: 24 }}> </Avatar>
  ),
  primaryText: (record: RaRecord) => String(record.name),
  secondaryText: (record: RaRecord) => String(record.greetingMessage ?? ''),
}

export function QueueList() {
  return (
    <RequireAccess access={adminOnly}>
      <ResponsiveList
        filters={searchFilter}
        sort={{ field: 'id', order: 'ASC' }}
        queryOptions={useLoadFailure()}
        phone={queueRow}
      >
        <TextField source="id" />
        <TextField source="name" />
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
        <TextField source="orderQueue" />
        <TextField source="greetingMessage" sortable={false} />
        <EditButton />
        <ConfirmDelete />
      </ResponsiveList>
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
        <QueueForm creating />
      </Create>
    </RequireAccess>
  )
}

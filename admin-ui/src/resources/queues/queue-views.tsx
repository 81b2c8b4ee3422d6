import { useEffect } from 'react'
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
  useTranslate,
} from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { RequireAccess } from '../../access/require-access.tsx'
import { useCompanyOptions } from '../company-options.ts'
import { ConfirmDelete, nameLimits } from '../shared.tsx'
import { completeWeek, type WorkHours, workHoursErrors } from '../work-hours/work-hours.ts'
import { WorkHoursInput } from '../work-hours/work-hours-input.tsx'
import { ChatbotOptions } from './chatbot-options.tsx'

const adminOnly = { admin: true }

/** Rotation times in minutes (administration.md §9), 0 = off. */
const rotationChoices = [0, 2, 5, 10, 15, 30, 45, 60].map((minutes) => ({
  id: minutes,
  name: String(minutes),
}))

/** Out-of-hours messages matter, and queues have working hours, when the schedule type is queue. */
export function queueErrors(values: Record<string, unknown>, usesSchedules: boolean) {
  if (!usesSchedules) return {}
  const errors: Record<string, unknown> = {}
  if (typeof values.outOfHoursMessage !== 'string' || values.outOfHoursMessage.trim() === '')
    errors.outOfHoursMessage = 'atendo.required'
  if (Array.isArray(values.schedules))
    Object.assign(
      errors,
      workHoursErrors(values.schedules as WorkHours[], 'schedules', { allowDayOff: false }),
    )
  return errors
}

const scheduleTypeColumn = ['scheduleType']

function QueueForm() {
  const translate = useTranslate()
  const usesSchedules = useCompanyOptions(scheduleTypeColumn).scheduleType === 'queue'
  return (
    <TabbedForm validate={(values) => queueErrors(values, usesSchedules)}>
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
        <TextInput source="outOfHoursMessage" multiline fullWidth isRequired={usesSchedules} />
        <BooleanInput source="closeTicket" />
        <BooleanInput source="ativarRoteador" />
        <SelectInput source="tempoRoteador" choices={rotationChoices} defaultValue={0} />
        <ChatbotOptions />
      </TabbedForm.Tab>
      {usesSchedules && (
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

function queuePayload(data: Record<string, unknown>) {
  const { id: _id, companyId: _c, createdAt: _cr, updatedAt: _u, schedules, ...rest } = data
  // The API takes a whole week or none (an untouched empty week is left as it is).
  return Array.isArray(schedules) && schedules.length === 7 ? { ...rest, schedules } : rest
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

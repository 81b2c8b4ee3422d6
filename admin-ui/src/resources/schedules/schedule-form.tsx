import { Typography } from '@mui/material'
import { useState } from 'react'
import {
  AutocompleteInput,
  BooleanInput,
  DateTimeInput,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin'
import { momentOfZonedInput, useCompanyTimeZone, zonedInputValue } from '../../i18n/company-time.ts'
import { AttachmentInput } from '../attachments/attachment-input.tsx'
import { scheduleMediaRules } from '../attachments/attachment-rules.ts'
import { useAutocompleteTexts } from '../autocomplete-texts.ts'
import { useCompanyOptions } from '../company-options.ts'
import { EnabledInput } from '../shared.tsx'
import {
  nonBusinessDayRules,
  repeatLimits,
  repeatUnits,
  scheduleBodyProblem,
  scheduleDefaults,
  ticketStatuses,
  wholeNumberProblem,
} from './schedule-rules.ts'

const signOption = ['sendSignMessage']

const repeatUnitChoices = repeatUnits.map((id) => ({ id, name: `atendo.schedules.intervalo.${id}` }))
const nonBusinessDayChoices = nonBusinessDayRules.map((id) => ({
  id,
  name: `atendo.schedules.tipo_dias.${id}`,
}))
const ticketStatusChoices = ticketStatuses.map((id) => ({ id, name: `atendo.schedules.status_ticket.${id}` }))

const repeatNumber = (field: keyof typeof repeatLimits) => [
  required('atendo.required'),
  wholeNumberProblem,
  minValue(repeatLimits[field].min),
  maxValue(repeatLimits[field].max),
]

function Section({ title }: { title: string }) {
  const translate = useTranslate()
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {translate(title)}
    </Typography>
  )
}

/**
 * The schedule dialog (inbox.md §3 Schedule, §5, §9): contact, message and send time; the sign
 * switch while the company's sendSignMessage option is enabled; one png/jpg/jpeg image, sent after
 * the schedule is saved; the ticket it opens (user, queue, connection, status) and how it repeats.
 * A new schedule starts with the defaults of §9.
 */
export function ScheduleForm() {
  const options = useCompanyOptions(signOption)
  // Once per dialog: the send time default must not move while the form is open.
  const [defaults] = useState(() => scheduleDefaults())
  const timeZone = useCompanyTimeZone()
  const contactPicker = useAutocompleteTexts('resources.schedules.fields.contactId')
  const attendantPicker = useAutocompleteTexts('resources.schedules.fields.ticketUserId')
  return (
    // The form's own rules say what is wrong, translated, rather than the browser's number checks.
    <SimpleForm defaultValues={defaults} noValidate>
      <ReferenceInput source="contactId" reference="contacts">
        <AutocompleteInput optionText="name" validate={required('atendo.required')} {...contactPicker} />
      </ReferenceInput>
      <TextInput
        source="body"
        multiline
        minRows={3}
        fullWidth
        validate={[required('atendo.required'), scheduleBodyProblem]}
      />
      {options.sendSignMessage === 'enabled' && <BooleanInput source="assinar" />}
      <DateTimeInput
        source="sendAt"
        validate={required('atendo.required')}
        // The company's wall clock, as the calendar shows the schedule, not the browser's.
        format={(value: string | null | undefined) => zonedInputValue(value, timeZone)}
        parse={(value: string) => (value ? momentOfZonedInput(value, timeZone) : value)}
      />
      <AttachmentInput source="mediaPath" nameSource="mediaName" rules={scheduleMediaRules} />

      <Section title="atendo.schedules.ticket" />
      <EnabledInput source="openTicket" />
      <SelectInput
        source="statusTicket"
        choices={ticketStatusChoices}
        validate={required('atendo.required')}
      />
      <ReferenceInput source="ticketUserId" reference="users">
        <AutocompleteInput optionText="name" {...attendantPicker} />
      </ReferenceInput>
      <ReferenceInput source="queueId" reference="queues">
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>
      <ReferenceInput source="whatsappId" reference="connections">
        <SelectInput optionText="name" emptyText="—" />
      </ReferenceInput>

      <Section title="atendo.schedules.repeat" />
      <SelectInput source="intervalo" choices={repeatUnitChoices} validate={required('atendo.required')} />
      <NumberInput
        source="valorIntervalo"
        min={repeatLimits.valorIntervalo.min}
        step={1}
        validate={repeatNumber('valorIntervalo')}
        helperText="atendo.schedules.repeat_help"
      />
      <NumberInput
        source="enviarQuantasVezes"
        min={repeatLimits.enviarQuantasVezes.min}
        step={1}
        validate={repeatNumber('enviarQuantasVezes')}
      />
      <SelectInput source="tipoDias" choices={nonBusinessDayChoices} validate={required('atendo.required')} />
    </SimpleForm>
  )
}

import {
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TabbedForm,
  TextInput,
  usePermissions,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import { hasPlanFlag, type Permissions } from '../../api/permissions.ts'
import { translatedChoices } from '../../i18n/choice-labels.ts'
import { AttachmentInput } from '../attachments/attachment-input.tsx'
import { greetingMediaRules } from '../attachments/attachment-rules.ts'
import { useCompanyOptions } from '../company-options.ts'
import { IntegrationSelect } from '../integrations/integration-selects.tsx'
import { sparseErrors } from '../sparse-errors.ts'
import { defaultWeek } from '../work-hours/work-hours.ts'
import { WorkHoursInput } from '../work-hours/work-hours-input.tsx'
import { ApiCredentials } from './api-credentials.tsx'
import { connectionErrors, isoToDay } from './connection-rules.ts'
import { defaultFlowTab } from './default-flow-inputs.tsx'
import { PromptSelect } from './prompt-select.tsx'

const channelChoices = translatedChoices('channels', [
  'whatsapp',
  'whatsappapi',
  'facebook',
  'instagram',
  'api',
])

/** The webhook URL only means something for the API channel. */
function WebhookInput() {
  const channel = useWatch({ name: 'channel' })
  return channel === 'api' ? <TextInput source="webhookUrl" type="url" fullWidth /> : null
}

/** The account ids and token Meta's channels need (channel-meta's credential fields). */
const credentialSources: Record<string, string[]> = {
  facebook: ['pageId', 'accessToken'],
  instagram: ['pageId', 'accessToken', 'instagramAccountId'],
  whatsappapi: ['phoneNumberId', 'wabaId', 'accessToken'],
}

/**
 * Messenger, Instagram and the Cloud API connections take their credentials here. The server never
 * answers a token, so the token input starts empty on edit and an empty one keeps the saved token.
 */
function CredentialInputs() {
  const channel = useWatch({ name: 'channel' })
  const sources = credentialSources[channel as string] ?? []
  return sources.map((key) => (
    <TextInput
      key={key}
      source={`credentials.${key}`}
      type={key === 'accessToken' ? 'password' : 'text'}
      autoComplete="off"
      fullWidth
    />
  ))
}

/**
 * A WhatsApp connection may pair by phone number instead of a QR code: with a number here, the
 * session shows a code to type on the phone (status PAIRING) rather than a QR code.
 */
function PairingNumberInput() {
  const translate = useTranslate()
  const channel = useWatch({ name: 'channel' })
  return channel === 'whatsapp' ? (
    <TextInput
      source="pairingCodeNumber"
      type="tel"
      helperText={translate('atendo.connections.pairing_number_help')}
    />
  ) : null
}

/**
 * An API connection shows what its integrator needs (URL, token, webhook secret) with copy and
 * regenerate; other channels show their token read-only.
 */
function TokenOrApiCredentials() {
  const channel = useWatch({ name: 'channel' })
  return channel === 'api' ? <ApiCredentials /> : <TextInput source="token" readOnly fullWidth />
}

const companyOptionColumns = ['userRating', 'scheduleType']

const queueSelect = (source: string) => (
  <ReferenceInput source={source} reference="queues">
    <SelectInput optionText="name" emptyText="—" />
  </ReferenceInput>
)

/**
 * The add/edit connection dialog (administration.md "Connections page"): the tabs whose features
 * the server has (general with the phone number to pair by code, messages, chatbot and queues,
 * assessments, import, working hours when the schedule type is connection and the plan has
 * schedules, LGPD), validated with the rules of §5 before saving. The
 * greeting's image or video is chosen here and sent after the connection is saved.
 * The AI prompt picker shows when the plan has AI, the integration picker when it has integrations.
 */
export function ConnectionForm({ creating }: { creating?: boolean }) {
  const translate = useTranslate()
  const options = useCompanyOptions(companyOptionColumns)
  const ratingEnabled = options.userRating === 'enabled'
  const { permissions } = usePermissions<Permissions>()
  // The schedules tab needs the schedule type "connection" and the plan's schedules (administration.md "Connections page").
  const showsHours = options.scheduleType === 'connection' && hasPlanFlag(permissions, 'useSchedules')
  const tab = (id: string) => translate(`atendo.connections.tabs.${id}`)
  return (
    <TabbedForm
      defaultValues={
        creating
          ? {
              channel: 'whatsapp',
              provider: 'beta',
              maxUseBotQueues: 3,
              maxUseBotQueuesNPS: 3,
              groupAsTicket: 'disabled',
              // Tickets close after 24 idle hours unless changed (administration.md §10).
              expiresTicket: 24,
              whenExpiresTicket: 0,
              schedules: defaultWeek(),
            }
          : undefined
      }
      validate={(values) => sparseErrors(connectionErrors(values, { ratingEnabled }))}
    >
      <TabbedForm.Tab label={tab('general')}>
        <TextInput source="name" isRequired />
        {creating && <SelectInput source="channel" choices={channelChoices} />}
        <BooleanInput source="isDefault" />
        <SelectInput
          source="groupAsTicket"
          choices={['disabled', 'enabled'].map((id) => ({
            id,
            name: translate(`atendo.options.values.${id}`),
          }))}
        />
        <BooleanInput source="allowGroup" />
        <WebhookInput />
        <PairingNumberInput />
        <CredentialInputs />
        {!creating && <TokenOrApiCredentials />}
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab('messages')}>
        <TextInput source="greetingMessage" multiline fullWidth />
        <AttachmentInput
          source="greetingMediaAttachment"
          nameSource="greetingMediaName"
          rules={greetingMediaRules}
        />
        <TextInput source="complationMessage" multiline fullWidth />
        <TextInput source="outOfHoursMessage" multiline fullWidth />
        <TextInput source="collectiveVacationMessage" multiline fullWidth />
        <DateInput source="collectiveVacationStart" />
        <DateInput source="collectiveVacationEnd" />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab('chatbot')}>
        <PromptSelect />
        <IntegrationSelect />
        <ReferenceArrayInput source="queueIds" reference="queues">
          {/* Inside the reference the label would be looked up under queues: it showed "Queue". */}
          <SelectArrayInput optionText="name" label="resources.connections.fields.queueIds" />
        </ReferenceArrayInput>
        <NumberInput source="maxUseBotQueues" min={0} step={1} />
        <NumberInput source="timeUseBotQueues" min={0} step={1} />
        <NumberInput source="timeSendQueue" min={0} step={1} />
        {queueSelect('sendIdQueue')}
        <NumberInput source="timeCreateNewTicket" min={0} step={1} />
        <NumberInput source="expiresTicket" min={0} step={1} />
        <SelectInput
          source="whenExpiresTicket"
          choices={[0, 1].map((id) => ({ id, name: translate(`atendo.connections.when_expires.${id}`) }))}
        />
        <NumberInput source="timeInactiveMessage" min={0} step={1} />
        <TextInput source="expiresInactiveMessage" multiline fullWidth />
        <TextInput source="inactiveMessage" multiline fullWidth />
      </TabbedForm.Tab>
      {defaultFlowTab(permissions)}
      <TabbedForm.Tab label={tab('assessments')}>
        <TextInput source="ratingMessage" multiline fullWidth isRequired={ratingEnabled} />
        <NumberInput source="expiresTicketNPS" min={0} step={1} isRequired={ratingEnabled} />
        <NumberInput source="maxUseBotQueuesNPS" min={0} step={1} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={tab('import')}>
        <DateInput source="importOldMessages" format={isoToDay} />
        <DateInput source="importRecentMessages" format={isoToDay} />
        <BooleanInput source="importOldMessagesGroups" />
        <BooleanInput source="closedTicketsPostImported" />
        {queueSelect('queueIdImportMessages')}
      </TabbedForm.Tab>
      {showsHours && (
        <TabbedForm.Tab label={tab('schedules')}>
          <WorkHoursInput source="schedules" />
        </TabbedForm.Tab>
      )}
      <TabbedForm.Tab label={tab('lgpd')}>
        <TextInput source="lgpdMessage" multiline fullWidth />
        <TextInput source="lgpdLink" fullWidth />
        <BooleanInput source="lgpdObfuscate" />
        <BooleanInput source="lgpdAlwaysAsk" />
      </TabbedForm.Tab>
    </TabbedForm>
  )
}

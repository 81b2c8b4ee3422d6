import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  usePermissions,
  useSimpleFormIteratorItem,
} from 'react-admin'
import type { Permissions } from '../../api/permissions.ts'
import { offersIntegrations } from '../integrations/integration-selects.tsx'
import { chatbotTypeChoices, type OptionValues } from './chatbot-rules.ts'

/** Levels the server stores: a menu and four levels of sub-menus (core queues/schemas.ts). */
const MAX_DEPTH = 5

/**
 * Options are numbered by position, so only the last one may go: removing one in the middle would
 * renumber the others (administration.md §5 "only the last can be removed").
 */
function RemoveLastOption() {
  const { index, total } = useSimpleFormIteratorItem()
  return index === total - 1 ? <RemoveItemButton /> : null
}

/**
 * Where an option leads, by its type: a queue, an attendant, or (`withIntegrations`) an integration
 * or a file list to pick. An integration or file-list option saved where those could be chosen
 * keeps its target unshown where they cannot: its lists are not there to read.
 */
function TargetPicker({
  option,
  withIntegrations,
}: {
  option: OptionValues | undefined
  withIntegrations: boolean
}) {
  if (option?.queueType === 'queue')
    return (
      <ReferenceInput source="optQueueId" reference="queues">
        <SelectInput optionText="name" label="atendo.queues.option_queue" isRequired />
      </ReferenceInput>
    )
  if (option?.queueType === 'attendent')
    return (
      <ReferenceInput source="optUserId" reference="users">
        <SelectInput optionText="name" label="atendo.queues.option_user" isRequired />
      </ReferenceInput>
    )
  // The integrations plugin's lists (queue integrations, file lists), offered with useIntegrations.
  if (!withIntegrations) return null
  if (option?.queueType === 'integration')
    return (
      <ReferenceInput source="optIntegrationId" reference="queueIntegration" perPage={100}>
        <SelectInput optionText="name" label="atendo.chatbot.types.integration" isRequired />
      </ReferenceInput>
    )
  if (option?.queueType === 'file')
    return (
      <ReferenceInput source="optFileId" reference="files" perPage={100}>
        <SelectInput optionText="name" label="atendo.chatbot.types.file" isRequired />
      </ReferenceInput>
    )
  return null
}

/** An option leads to a sub-menu once it says something (administration.md §5 Queue). */
const opensSubMenu = (option: OptionValues | undefined) =>
  (typeof option?.greetingMessage === 'string' && option.greetingMessage.trim() !== '') ||
  (option?.options?.length ?? 0) > 0

/**
 * One level of the menu: its numbered options, each with its fields and, once it has a message,
 * its own sub-options. The rules are checked by the queue form (chatbot-rules.ts): react-admin
 * skips input-level validators on a form that validates as a whole.
 */
function OptionLevel({ source, depth }: { source: string; depth: number }) {
  const { permissions } = usePermissions<Permissions>()
  // The plan allows integrations and the server loaded the plugin that keeps them.
  const withIntegrations = offersIntegrations(permissions)
  return (
    <ArrayInput
      source={source}
      label={depth === 1 ? 'atendo.queues.chatbot' : 'atendo.queues.sub_options'}
      // A sub-menu appears while the user types the option's message: react-admin would give it its
      // default (an empty list) by resetting the whole form, which then counts as untouched and
      // cannot be saved. An absent sub-menu is an empty one (chatbotPayload).
      defaultValue={depth === 1 ? undefined : null}
    >
      <SimpleFormIterator
        inline={false}
        disableReordering
        disableClear
        getItemLabel={(index) => `${index + 1}`}
        removeButton={<RemoveLastOption />}
      >
        <TextInput source="name" label="atendo.queues.option_name" isRequired />
        <TextInput source="greetingMessage" label="atendo.queues.option_message" multiline fullWidth />
        <FormDataConsumer>
          {({ scopedFormData }) => {
            const option = scopedFormData as OptionValues | undefined
            return (
              <>
                <SelectInput
                  source="queueType"
                  label="atendo.queues.option_type"
                  choices={chatbotTypeChoices(option?.queueType, withIntegrations)}
                  defaultValue="text"
                  isRequired
                />
                <TargetPicker option={option} withIntegrations={withIntegrations} />
                <BooleanInput source="closeTicket" label="atendo.queues.option_close" />
                {depth < MAX_DEPTH && opensSubMenu(option) && (
                  <OptionLevel source="options" depth={depth + 1} />
                )}
              </>
            )
          }}
        </FormDataConsumer>
      </SimpleFormIterator>
    </ArrayInput>
  )
}

/**
 * The chatbot option tree of a queue: numbered options, each a text, an attendant or a queue to
 * send the ticket to and, when it has a message, its own sub-options, down to the depth the
 * server keeps.
 */
export function ChatbotOptions() {
  return <OptionLevel source="chatbots" depth={1} />
}

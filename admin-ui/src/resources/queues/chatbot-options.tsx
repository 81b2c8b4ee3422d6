import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  minLength,
  ReferenceInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin'

const queueTypeChoices = [
  { id: 'text', name: 'Texto' },
  { id: 'attendent', name: 'Atendente' },
  { id: 'queue', name: 'Fila' },
  { id: 'integration', name: 'Integração' },
  { id: 'file', name: 'Arquivo' },
]

/** Option names are at least 4 characters (administration.md §5 Queue). */
const optionName = [required(), minLength(4)]

/** One option's own fields; where it leads depends on its type. */
function OptionFields({ prefix }: { prefix: string }) {
  return (
    <>
      <TextInput source={`${prefix}name`} label="atendo.queues.option_name" validate={optionName} />
      <TextInput
        source={`${prefix}greetingMessage`}
        label="atendo.queues.option_message"
        multiline
        fullWidth
      />
      <SelectInput
        source={`${prefix}queueType`}
        label="atendo.queues.option_type"
        choices={queueTypeChoices}
        defaultValue="text"
      />
      <FormDataConsumer>
        {({ scopedFormData }) =>
          scopedFormData?.queueType === 'queue' ? (
            <ReferenceInput source={`${prefix}optQueueId`} reference="queues">
              <SelectInput optionText="name" label="atendo.queues.option_queue" />
            </ReferenceInput>
          ) : scopedFormData?.queueType === 'attendent' ? (
            <ReferenceInput source={`${prefix}optUserId`} reference="users">
              <SelectInput optionText="name" label="atendo.queues.option_user" />
            </ReferenceInput>
          ) : null
        }
      </FormDataConsumer>
      <BooleanInput source={`${prefix}closeTicket`} label="atendo.queues.option_close" />
    </>
  )
}

/**
 * The chatbot option tree of a queue: options, each with its sub-options. Options are numbered
 * by position, and only the last one can be removed (administration.md §5), so numbering never
 * has holes.
 */
export function ChatbotOptions() {
  return (
    <ArrayInput source="chatbots" label="atendo.queues.chatbot">
      <SimpleFormIterator inline={false} disableReordering disableClear>
        <OptionFields prefix="" />
        <ArrayInput source="options" label="atendo.queues.sub_options">
          <SimpleFormIterator inline={false} disableReordering disableClear>
            <OptionFields prefix="" />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleFormIterator>
    </ArrayInput>
  )
}

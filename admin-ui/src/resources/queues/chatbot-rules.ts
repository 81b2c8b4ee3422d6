/** A chatbot option as the queue form holds it (administration.md §3 Chatbot option). */
export interface OptionValues {
  id?: number
  name?: string
  greetingMessage?: string | null
  queueType?: string
  closeTicket?: boolean
  optQueueId?: number | null
  optUserId?: number | null
  optIntegrationId?: number | null
  optFileId?: number | null
  options?: OptionValues[]
}

/**
 * The option types the back office can configure: a text (the option's message, and its
 * sub-options), an attendant or a queue to send the ticket to and, when the plan has
 * useIntegrations, a queue integration to hand the ticket to or a file list to send.
 */
export const configurableTypes = ['text', 'attendent', 'queue'] as const
const integrationTypes = ['integration', 'file'] as const

/**
 * The type picker's choices, as translation keys. Without integrations, an option saved with a
 * type this screen cannot configure keeps it, shown but not offered to others.
 */
export function chatbotTypeChoices(current: string | undefined, withIntegrations = false) {
  const choices: { id: string; name: string; disabled?: boolean }[] = [
    ...configurableTypes,
    ...(withIntegrations ? integrationTypes : []),
  ].map((id) => ({ id, name: `atendo.chatbot.types.${id}` }))
  if (!withIntegrations && (integrationTypes as readonly string[]).includes(current ?? ''))
    choices.push({ id: current!, name: `atendo.chatbot.types.${current}`, disabled: true })
  return choices
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * The chatbot rules of administration.md §5, per option and level: a name of at least 4
 * characters, the queue or attendant its type sends to, and a message before any sub-option
 * ("an option needs a message to go to the next level"). The errors mirror the options' shape
 * (react-admin's form-level validation); undefined when every option is fine.
 */
export function chatbotErrors(options: OptionValues[] | undefined): Record<string, unknown>[] | undefined {
  if (!Array.isArray(options)) return undefined
  let failed = false
  const errors = options.map((option) => {
    const problems: Record<string, unknown> = {}
    const name = typeof option?.name === 'string' ? option.name.trim() : ''
    if (name === '') problems.name = 'atendo.required'
    else if (name.length < 4) problems.name = 'atendo.chatbot.name_too_short'
    if (option?.queueType === 'queue' && !option.optQueueId) problems.optQueueId = 'atendo.required'
    if (option?.queueType === 'attendent' && !option.optUserId) problems.optUserId = 'atendo.required'
    if (option?.queueType === 'integration' && !option.optIntegrationId)
      problems.optIntegrationId = 'atendo.required'
    if (option?.queueType === 'file' && !option.optFileId) problems.optFileId = 'atendo.required'
    const children = option?.options ?? []
    if (children.length > 0 && blank(option?.greetingMessage))
      problems.greetingMessage = 'atendo.chatbot.message_before_sub_options'
    const childErrors = chatbotErrors(children)
    if (childErrors) problems.options = childErrors
    if (Object.keys(problems).length > 0) failed = true
    return problems
  })
  return failed ? errors : undefined
}

/**
 * What the queue routes take for a menu: an option's target only for the type that uses it, so
 * switching an option from "queue" to "text" does not keep sending tickets to the old queue.
 */
export function chatbotPayload(options: OptionValues[] | undefined): OptionValues[] | undefined {
  if (!Array.isArray(options)) return options
  return options.map((option) => {
    const type = option.queueType ?? 'text'
    return {
      ...(option.id !== undefined ? { id: option.id } : {}),
      name: (option.name ?? '').trim(),
      greetingMessage: blank(option.greetingMessage) ? null : option.greetingMessage!,
      queueType: type,
      closeTicket: option.closeTicket ?? false,
      optQueueId: type === 'queue' ? (option.optQueueId ?? null) : null,
      optUserId: type === 'attendent' ? (option.optUserId ?? null) : null,
      optIntegrationId: type === 'integration' ? (option.optIntegrationId ?? null) : null,
      optFileId: type === 'file' ? (option.optFileId ?? null) : null,
      options: chatbotPayload(option.options ?? []),
    }
  })
}

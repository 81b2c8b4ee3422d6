/** Company options whose value is free text; every other key is a switch or a choice. */
export const textOptions = [
  'transferMessage',
  'greetingAcceptedMessage',
  'AcceptCallWhatsappMessage',
  'sendQueuePositionMessage',
  'lgpdMessage',
  'lgpdLink',
]

export const choiceOptions: Record<string, string[]> = {
  scheduleType: ['disabled', 'queue', 'company', 'connection'],
  chatBotType: ['text', 'list', 'button'],
}

/**
 * Messages that become required when a switch asks for them (administration.md §5 Settings):
 * the transfer message with the transfer-message toggle, the greeting with sendGreetingAccepted,
 * the queue-position message with sendQueuePosition, and the call message when calls are refused.
 */
export const conditionalMessages: {
  message: string
  requiredWhen: (options: Record<string, string>) => boolean
}[] = [
  { message: 'transferMessage', requiredWhen: (options) => options.sendMsgTransfTicket === 'enabled' },
  {
    message: 'greetingAcceptedMessage',
    requiredWhen: (options) => options.sendGreetingAccepted === 'enabled',
  },
  { message: 'sendQueuePositionMessage', requiredWhen: (options) => options.sendQueuePosition === 'enabled' },
  {
    message: 'AcceptCallWhatsappMessage',
    requiredWhen: (options) => options.acceptCallWhatsapp === 'disabled',
  },
]

/** The missing required messages of a set of options, as react-admin form errors. */
export function optionErrors(options: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    conditionalMessages
      .filter(({ message, requiredWhen }) => requiredWhen(options) && !options[message]?.trim())
      .map(({ message }) => [message, 'atendo.required']),
  )
}

/** The options that changed, as the API's column/data pairs. */
export function changedOptions(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after)
    .filter((column) => column !== 'companyId' && (after[column] ?? '') !== (before[column] ?? ''))
    .map((column) => ({ column, data: after[column] ?? '' }))
}

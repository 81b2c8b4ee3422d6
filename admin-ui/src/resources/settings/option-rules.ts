/** Company options whose value is free text; every other known key is a switch or a choice. */
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
  // The zones the browser knows; the server accepts the IANA zones its runtime knows.
  timeZone: [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])],
}

/** How the options page groups the kernel's options; a plugin's options come last, as text. */
export const optionGroups: { id: string; keys: string[] }[] = [
  {
    id: 'service',
    keys: [
      'userRating',
      'scheduleType',
      'chatBotType',
      'userRandom',
      'requiredTag',
      'DirectTicketsToWallets',
      'showNotificationPending',
      'acceptAudioMessageContact',
      'sendSignMessage',
      'timeZone',
    ],
  },
  {
    id: 'messages',
    keys: [
      'sendGreetingMessageOneQueues',
      'sendFarewellWaitingTicket',
      'sendGreetingAccepted',
      'greetingAcceptedMessage',
      'sendQueuePosition',
      'sendQueuePositionMessage',
    ],
  },
  {
    id: 'transfer',
    keys: ['closeTicketOnTransfer', 'sendMsgTransfTicket', 'transferMessage'],
  },
  { id: 'calls', keys: ['acceptCallWhatsapp', 'AcceptCallWhatsappMessage'] },
  {
    id: 'lgpd',
    keys: ['enableLGPD', 'lgpdConsent', 'lgpdMessage', 'lgpdLink', 'lgpdDeleteMessage', 'lgpdHideNumber'],
  },
]

const groupedKeys = new Set(optionGroups.flatMap((group) => group.keys))

/** The options the server answered that no group holds (plugins'), in the server's order. */
export function ungroupedOptions(options: Record<string, string>): string[] {
  return Object.keys(options).filter((key) => key !== 'companyId' && key !== 'id' && !groupedKeys.has(key))
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

/** The missing required messages of a set of options, as react-admin form errors (translation keys). */
export function optionErrors(options: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    conditionalMessages
      .filter(({ message, requiredWhen }) => requiredWhen(options) && !options[message]?.trim())
      .map(({ message }) => [message, `atendo.options.required_when.${message}`]),
  )
}

const notOptions = new Set(['id', 'companyId'])

/**
 * The options that changed, as the API's column/data pairs, in an order the server accepts one by
 * one: a message being written goes before the switch that needs it, a message being emptied after
 * the switch that released it.
 */
export function changedOptions(before: Record<string, string>, after: Record<string, string>) {
  const messages = new Set(conditionalMessages.map((rule) => rule.message))
  const rank = (column: string) => {
    if (!messages.has(column)) return 1
    return (after[column] ?? '').trim() === '' ? 2 : 0
  }
  return (
    Object.keys(after)
      // `id` is the form record's own key (the company), not an option.
      .filter((column) => !notOptions.has(column) && (after[column] ?? '') !== (before[column] ?? ''))
      .sort((a, b) => rank(a) - rank(b))
      .map((column) => ({ column, data: after[column] ?? '' }))
  )
}

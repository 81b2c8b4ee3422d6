import { defaultTimeZone } from '@atendo/plugin-api'
/**
 * Every company option of administration.md §3 with the value a company that never saved it has.
 * The defaults follow whaticket/ticketz: features that change what customers receive start off,
 * except the ones those products ship switched on (accepting calls, signing messages, greeting a
 * single queue, accepting audio).
 *
 * | key                          | default    | values                                 |
 * |------------------------------|------------|----------------------------------------|
 * | userRating                   | disabled   | enabled, disabled                      |
 * | scheduleType                 | disabled   | disabled, queue, company, connection   |
 * | chatBotType                  | text       | text, list, button                     |
 * | acceptCallWhatsapp           | enabled    | enabled, disabled                      |
 * | userRandom                   | disabled   | enabled, disabled                      |
 * | sendGreetingMessageOneQueues | enabled    | enabled, disabled                      |
 * | sendSignMessage              | enabled    | enabled, disabled                      |
 * | sendFarewellWaitingTicket    | disabled   | enabled, disabled                      |
 * | sendGreetingAccepted         | disabled   | enabled, disabled                      |
 * | sendQueuePosition            | disabled   | enabled, disabled                      |
 * | acceptAudioMessageContact    | enabled    | enabled, disabled                      |
 * | enableLGPD                   | disabled   | enabled, disabled                      |
 * | requiredTag                  | disabled   | enabled, disabled                      |
 * | lgpdDeleteMessage            | disabled   | enabled, disabled                      |
 * | lgpdHideNumber               | disabled   | enabled, disabled                      |
 * | lgpdConsent                  | disabled   | enabled, disabled                      |
 * | lgpdMessage                  | ''         | text                                   |
 * | lgpdLink                     | ''         | text                                   |
 * | DirectTicketsToWallets       | disabled   | enabled, disabled                      |
 * | closeTicketOnTransfer        | disabled   | enabled, disabled                      |
 * | sendMsgTransfTicket          | disabled   | enabled, disabled (the transfer-message toggle) |
 * | transferMessage              | ''         | text                                   |
 * | greetingAcceptedMessage      | ''         | text                                   |
 * | AcceptCallWhatsappMessage    | ''         | text                                   |
 * | sendQueuePositionMessage     | ''         | text                                   |
 * | showNotificationPending      | disabled   | enabled, disabled                      |
 * | timeZone                     | America/Sao_Paulo | an IANA time zone               |
 */
export interface CompanyOptionRule {
  default: string
  /** The only values accepted; free text (up to `MAX_OPTION_TEXT`) when absent. */
  values?: readonly string[]
}

const toggleValues = ['enabled', 'disabled'] as const
const toggle = (value: 'enabled' | 'disabled'): CompanyOptionRule => ({
  default: value,
  values: toggleValues,
})
const text: CompanyOptionRule = { default: '' }

/** Longest free-text company option (messages sent to customers). */
export const MAX_OPTION_TEXT = 5000

const scheduleTypes = ['disabled', 'queue', 'company', 'connection'] as const
const chatBotTypes = ['text', 'list', 'button'] as const

/**
 * The zone a company's days and hours are told in (working hours, message variables, report and
 * dashboard days); São Paulo unless the company chose another (inbox.md §9).
 */
export { defaultTimeZone }
/** Every IANA zone this runtime knows, UTC included. */
export const timeZones: readonly string[] = [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])]

export const companySettingDefaults = {
  userRating: toggle('disabled'),
  scheduleType: { default: 'disabled', values: scheduleTypes },
  chatBotType: { default: 'text', values: chatBotTypes },
  acceptCallWhatsapp: toggle('enabled'),
  userRandom: toggle('disabled'),
  sendGreetingMessageOneQueues: toggle('enabled'),
  sendSignMessage: toggle('enabled'),
  sendFarewellWaitingTicket: toggle('disabled'),
  sendGreetingAccepted: toggle('disabled'),
  sendQueuePosition: toggle('disabled'),
  acceptAudioMessageContact: toggle('enabled'),
  enableLGPD: toggle('disabled'),
  requiredTag: toggle('disabled'),
  lgpdDeleteMessage: toggle('disabled'),
  lgpdHideNumber: toggle('disabled'),
  lgpdConsent: toggle('disabled'),
  lgpdMessage: text,
  lgpdLink: text,
  DirectTicketsToWallets: toggle('disabled'),
  closeTicketOnTransfer: toggle('disabled'),
  // The specification names a transfer-message toggle but no key for it; this is whaticket's.
  sendMsgTransfTicket: toggle('disabled'),
  transferMessage: text,
  greetingAcceptedMessage: text,
  AcceptCallWhatsappMessage: text,
  sendQueuePositionMessage: text,
  showNotificationPending: toggle('disabled'),
  timeZone: { default: defaultTimeZone, values: timeZones },
} as const satisfies Record<string, CompanyOptionRule>

export type CompanySettingKey = keyof typeof companySettingDefaults

/**
 * Messages the company must have written before switching the feature that sends them
 * (administration.md §5): `message` is required while `toggle` has the value `when`.
 */
export const requiredMessages = [
  { toggle: 'sendMsgTransfTicket', when: 'enabled', message: 'transferMessage' },
  { toggle: 'sendGreetingAccepted', when: 'enabled', message: 'greetingAcceptedMessage' },
  { toggle: 'sendQueuePosition', when: 'enabled', message: 'sendQueuePositionMessage' },
  { toggle: 'acceptCallWhatsapp', when: 'disabled', message: 'AcceptCallWhatsappMessage' },
] as const satisfies { toggle: CompanySettingKey; when: string; message: CompanySettingKey }[]

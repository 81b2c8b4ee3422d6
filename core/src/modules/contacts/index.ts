/**
 * The contacts module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { recipientOf } from './channel-recipient.ts'
export { Contact } from './entities.ts'
export { normalizePhoneNumber } from './phone-number.ts'
export { resolveContact } from './resolve-contact.ts'

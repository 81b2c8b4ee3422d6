/**
 * The contacts module's public surface: what other modules may use. The rest of the folder is its own.
 */
export { Contact } from './entities.ts'
export { canonicalNumber, createContact, findContactByNumber } from './save-contact.ts'

/**
 * The contacts module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { contactsMigrations } from './migrations/index.ts'
export { Contact, ContactExtraInfo, ContactIdentity } from './entities.ts'
export type { IContact } from './entities.ts'
export {
  companyHidesNumbers,
  emitWithNumberPrivacy,
  masksNumbersFor,
  visibleNumber,
} from './number-privacy.ts'
export { recipientOf } from './channel-recipient.ts'
export { findContact } from './find-contact.ts'
export { audioNotAcceptedReply, contactAcceptsAudio } from './audio-acceptance.ts'
export { type ContactRelated, contactViewsOf, pictureUrl } from './contact-view.ts'
export { emitContactChange, emitContactViews } from './contact-events.ts'
export { resolveContact, updateKnownContact } from './resolve-contact.ts'
export type { FirstLook, ResolvedContact } from './resolve-contact.ts'
export {
  contactRowColumns,
  firstLookInput,
  openDialogColumns,
} from './resolve-contact.ts'
export { importPeople } from './import-people.ts'
export { contactImportRoutes } from './import-routes.ts'
export { emitContactDelete } from './contact-events.ts'
export type { ContactMerge } from './merge-contacts.ts'
export type { ContactHooks } from './contact-hooks.ts'
export { contactRoutes } from './routes.ts'
export { tagContactHooks } from './tag-contact-hooks.ts'
export { canonicalNumber, createContact, findContactByNumber } from './save-contact.ts'
export { normalizePhoneNumber } from './phone-number.ts'

/**
 * A person a channel knows (e.g. an entry of a phone's address book), to add to a company's contacts.
 *
 * @example
 * const people: KnownPerson[] = addressBook.map((entry) => ({ name: entry.name, number: entry.phone }))
 */
export interface KnownPerson {
  name: string
  /** A phone number in any usual form; it is checked and stored canonically. */
  number: string
}

/**
 * What an import did: contacts created, known contacts brought up to date, people refused.
 *
 * @example
 * const { created, updated, invalid } = await contacts.importPeople(companyId, people)
 * log.info({ created, updated, invalid }, 'address book imported')
 */
export interface PeopleImportOutcome {
  created: number
  updated: number
  /** People whose name or number does not pass the contact rules (inbox.md §5). */
  invalid: number
}

/**
 * A contact as the contacts service answers it.
 *
 * @example
 * const contact = await contacts.find(companyId, ticket.contactId)
 * const greeting = `Olá, ${contact?.name ?? 'cliente'}!`
 */
export interface ContactRecord {
  id: number
  name: string
  /** The canonical phone number, or the channel's id for contacts without one. */
  number: string | null
  email: string | null
  isGroup: boolean
  /**
   * The contact's bot is switched off (the inbox's toggle): automation (chatbot, flows, AI)
   * leaves them to the attendants.
   */
  disableBot: boolean
}

/**
 * The company's contacts, for plugins. Contacts are otherwise created by core alone (when someone
 * writes); a channel's contacts import (inbox.md §7, `POST /contacts/import`) goes through here,
 * with the same rules and live events as the spreadsheet import.
 *
 * @example
 * const outcome = await contacts.importPeople(companyId, [{ name: 'Ana', number: '5511988887777' }])
 */
export interface ContactsApi {
  /** One contact of the company, or undefined (another company's id answers undefined too). */
  find(companyId: number, contactId: number): Promise<ContactRecord | undefined>
  /**
   * Creates a contact for each person whose number no contact has (in any of its forms) and
   * renames the known ones, in one transaction; repeated numbers count once. A person whose name is
   * only their number (a channel that knows no name) names a new contact but renames nobody.
   */
  importPeople(companyId: number, people: KnownPerson[]): Promise<PeopleImportOutcome>
  /**
   * The contact with this phone number, created as a first message from it would create it when
   * there is none (the number in any usual form; the Brazilian ninth digit is matched both ways).
   * `name` names a new contact (the number otherwise); a known contact keeps its name. Fails with
   * ERR_VALIDATION for a number that is not a phone number, ERR_NO_WAPP_FOUND for a connection
   * that is not the company's.
   *
   * @example
   * const contact = await contacts.resolveNumber(companyId, { connectionId, number: '(11) 98888-7777', name: 'Ana' })
   */
  resolveNumber(
    companyId: number,
    person: { connectionId: number; number: string; name?: string },
  ): Promise<ContactRecord>
}

/**
 * The domain event core emits once contacts of one person were merged into one, because a channel
 * said their ids are the same person (a WhatsApp `@lid` and its phone number). Core has already
 * moved its own records (tickets, messages, tags, schedules...) in the merge's transaction; a
 * plugin that keeps contact ids of its own moves them from `removedIds` to `keptId` here.
 *
 * @example
 * events.on<ContactMerged>(contactMerged, async ({ companyId, keptId, removedIds }) => {
 *   await db.forCompany(companyId).nativeUpdate(Reminder, { contactId: { $in: removedIds } }, { contactId: keptId })
 * })
 */
export const contactMerged = 'contact.merged'

/**
 * What `contactMerged` carries.
 *
 * @example
 * events.on<ContactMerged>(contactMerged, async ({ companyId, keptId, removedIds }) => { ... })
 */
export interface ContactMerged {
  companyId: number
  /** The contact that stays, now with every identity, ticket and message of the others. */
  keptId: number
  /** The contacts merged into it, which no longer exist. */
  removedIds: number[]
}

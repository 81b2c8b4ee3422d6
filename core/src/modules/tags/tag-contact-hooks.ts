import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'

/** A contact as a tag's dialog lists it: the number as the reader may see it. */
export interface TaggedContact {
  id: number
  name: string
  number: string | null
}

/**
 * What tagging contacts needs from the contacts module, handed over at composition: contacts depend
 * on tags (a contact's view carries its tags), not the reverse.
 */
export interface TagContactHooks {
  /** These contacts by name, at most `limit`, numbers masked when the caller may not see them whole. */
  listContacts(em: Em, caller: Caller, ids: number[], limit: number): Promise<TaggedContact[]>
  /** Refuses an id the caller's company has no contact for (contacts' `findContact`, ERR_NO_CONTACT_FOUND). */
  assertContact(em: Em, id: number): Promise<void>
  /** Tells the company's sockets the contact changed: its tags did (contacts' `emitContactChange`). */
  announceContactChange(em: Em, id: number): Promise<void>
}

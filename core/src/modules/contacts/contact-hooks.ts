import type { Em } from '../../kernel/db/orm.ts'

/**
 * What deleting a contact needs from the tickets module, handed over at composition: tickets
 * depend on contacts (a ticket is a contact's conversation), not the reverse.
 */
export interface ContactHooks {
  /**
   * Called before the contact is deleted (the database deletes its tickets with it); answers what
   * tells the inbox, once the contact is gone, that those tickets left its lists (tickets'
   * `ticketsLeavingWith`).
   */
  ticketsLeaving(em: Em, contactId: number): Promise<() => void>
}

import type { RealtimeApi } from '@atendo/plugin-api'
import type { ContactHooks } from '../contacts/index.ts'
import { Ticket } from './entities.ts'
import { emitTicketDelete } from './ticket-events.ts'

/**
 * The tickets side of deleting a contact, given to the contacts module's routes at composition:
 * the database deletes the contact's tickets with it, and the inbox must drop them from its lists.
 */
export function ticketsLeavingWith(realtime: RealtimeApi): ContactHooks {
  return {
    async ticketsLeaving(em, contactId) {
      const tickets = await em.find(Ticket, { contactId })
      return () => {
        for (const ticket of tickets) emitTicketDelete(realtime, ticket)
      }
    },
  }
}

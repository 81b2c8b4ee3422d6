import { type ContactMerged, contactMerged } from '@atendo/plugin-api'
import { companyEm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Contact, type ContactMerge, emitContactChange, emitContactDelete } from '../contacts/index.ts'
import { Ticket } from './entities.ts'
import { emitTicketDelete, emitTicketUpdates } from './ticket-events.ts'

/**
 * After a merge is committed: the inbox drops the folded tickets and the merged-away contacts,
 * shows the kept contact and its tickets as they are now, and plugins hear `contact.merged`.
 * A merge that found nothing to merge says nothing.
 */
export async function emitContactMerge(kernel: Kernel, merge: ContactMerge): Promise<void> {
  if (merge.removedIds.length === 0) return
  const { companyId, keptId, removedIds } = merge
  const { realtime, storage } = kernel
  const em = companyEm(kernel.orm, companyId)
  const tickets =
    merge.changedTicketIds.length > 0 ? await em.find(Ticket, { id: { $in: merge.changedTicketIds } }) : []
  const uuids = new Map(tickets.map((ticket) => [ticket.id, ticket.uuid]))
  for (const ticket of merge.foldedTickets) {
    const uuid = uuids.get(ticket.intoId)
    emitTicketDelete(realtime, ticket, uuid ? { id: ticket.intoId, uuid } : undefined)
  }
  for (const contactId of removedIds) emitContactDelete(realtime, companyId, contactId)
  const kept = await em.findOne(Contact, { id: keptId })
  if (kept) await emitContactChange(realtime, em, storage, 'update', kept)
  if (tickets.length > 0) {
    await emitTicketUpdates(
      realtime,
      em,
      tickets.map((ticket) => ({ ticket })),
    )
  }
  await kernel.events.emit<ContactMerged>(contactMerged, { companyId, keptId, removedIds })
}

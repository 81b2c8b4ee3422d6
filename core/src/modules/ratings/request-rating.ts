import type { Em } from '../../kernel/db/orm.ts'
import { Connection, readConnectionOptions } from '../connections/index.ts'
import { isEnabled, readTicketOptions } from '../settings/index.ts'
import { type ITicket, TicketRating } from '../tickets/index.ts'
import { TicketRatingRequest } from './entities.ts'
import { ratingExpiry, ratingQuestionFor } from './rating-question.ts'

/**
 * When an attendant resolves a ticket with its farewell (inbox.md §4 "a rating may be sent"): if
 * the company option userRating is enabled, the ticket is no group, its connection has a
 * ratingMessage and the ticket was not rated before, an open rating question for the ticket is
 * added to the unit of work (written with the ticket's change) and its text is returned, to be
 * sent instead of the farewell once the change is saved. Undefined when no rating is due.
 * The contact's answer is read by the inbound pipeline (answer-rating.ts). A person has one open
 * question per connection: an older one still open (another ticket's) is dropped.
 * `em` must be scoped to the ticket's company.
 */
export async function requestRating(em: Em, ticket: ITicket, userId: number): Promise<string | undefined> {
  if (ticket.isGroup || !ticket.connectionId) return undefined
  const [options, connection, ratedBefore] = await Promise.all([
    readTicketOptions(em, ticket.companyId, ['userRating']),
    em.findOne(Connection, { id: ticket.connectionId }),
    em.count(TicketRating, { ticketId: ticket.id }),
  ])
  const ratingMessage = connection?.ratingMessage?.trim()
  if (!isEnabled(options.userRating) || !connection || !ratingMessage || ratedBefore > 0) return undefined
  const question = await ratingQuestionFor(em, ticket, ratingMessage, userId)
  await em.nativeUpdate(
    TicketRatingRequest,
    { contactId: ticket.contactId, connectionId: connection.id, status: 'open' },
    { status: 'dropped', updatedAt: new Date() },
  )
  em.create(TicketRatingRequest, {
    companyId: ticket.companyId,
    ticketId: ticket.id,
    contactId: ticket.contactId,
    connectionId: connection.id,
    userId,
    status: 'open',
    invalidAnswers: 0,
    expiresAt: ratingExpiry(readConnectionOptions(connection.options).expiresTicketNPS),
  })
  return question
}

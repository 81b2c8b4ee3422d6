import { tenantColumns, timestampColumns } from '@atendo/plugin-api'
import { defineEntity, type InferEntity, p } from '@mikro-orm/core'

/**
 * `open`: waiting for the contact's answer; `rated`: answered with a rating; `dropped`: given up
 * (too many answers that were no rating, a newer question, or the ticket reopened); `expired`:
 * the contact wrote after `expiresAt`.
 */
export const ratingRequestStatuses = ['open', 'rated', 'dropped', 'expired'] as const
export type RatingRequestStatus = (typeof ratingRequestStatuses)[number]

/**
 * The rating question sent to a contact when their ticket was resolved (docs/ratings.md). While it
 * is open, the contact's next message on that connection is read as the answer. At most one open
 * question per ticket (a partial unique index).
 */
export const TicketRatingRequest = defineEntity({
  name: 'TicketRatingRequest',
  tableName: 'ticket_rating_requests',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    ticketId: p.integer(),
    contactId: p.integer(),
    connectionId: p.integer(),
    /** The attendant who closed the ticket: the one the answer rates. */
    userId: p.integer().nullable(),
    status: p.enum(ratingRequestStatuses).default('open'),
    /** Answers that were no rating so far; each was answered with the question again. */
    invalidAnswers: p.integer().default(0),
    expiresAt: p.datetime(),
    ...timestampColumns,
  },
})
export type ITicketRatingRequest = InferEntity<typeof TicketRatingRequest>

import type { Em } from '../../kernel/db/orm.ts'
import { highestRate, type ITicket, lowestRate, renderForTicket } from '../tickets/index.ts'

/** Follows the connection's rating message, so the contact knows what answer is expected. */
export const ratingAnswerHint = `Responda apenas com um número de ${lowestRate} a ${highestRate}.`

/**
 * Minutes a question waits for its answer when the connection's `expiresTicketNPS` is 0 (a
 * connection saved before ratings were enabled; the connection form refuses 0 while they are).
 */
const defaultRatingExpiryMinutes = 24 * 60

/** The question's expiry for a connection's `expiresTicketNPS` (minutes), from `now`. */
export function ratingExpiry(expiresTicketNPS: number, now = new Date()): Date {
  const minutes = expiresTicketNPS > 0 ? expiresTicketNPS : defaultRatingExpiryMinutes
  return new Date(now.getTime() + minutes * 60_000)
}

/**
 * The rating question of a ticket: the connection's ratingMessage with the message variables
 * filled (`{{userName}}` is the attendant who closed it), then the line asking for 0 to 10. Sent
 * on closing, and again after an answer that was no rating.
 */
export async function ratingQuestionFor(
  em: Em,
  ticket: ITicket,
  ratingMessage: string,
  userId: number | null,
): Promise<string> {
  const intro = await renderForTicket(em, ticket, ratingMessage, userId)
  return intro ? `${intro}\n\n${ratingAnswerHint}` : ratingAnswerHint
}

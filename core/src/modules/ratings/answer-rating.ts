import type { Em } from '../../kernel/db/orm.ts'
import { leaveReply } from '../chatbot/index.ts'
import { connectionOptionDefaults } from '../connections/index.ts'
import { farewellFor, ratingIn, Ticket } from '../tickets/index.ts'
import type { RatingRequestStatus } from './entities.ts'
import { ratingQuestionFor } from './rating-question.ts'

/**
 * The contact's side of the rating dialog, inside the inbound event's transaction
 * (docs/ratings.md). Answers to the contact are left in the automatic answers' outbox
 * (`chatbot_replies`) and go out after the commit, like the queue chatbot's.
 */

/** A person's open rating question, locked by this transaction. */
export interface OpenRatingQuestion {
  id: number
  ticketId: number
  /** The ticket's queue, which its messages are stored with. */
  queueId: number | null
  userId: number | null
  invalidAnswers: number
  ratingMessage: string | null
}

/** A message that answers an open rating question. */
export interface RatingAnswer {
  question: OpenRatingQuestion
  /** The rating the message gives; undefined when it gives none (the question is asked again). */
  rate: number | undefined
}

/** Who wrote what, where and when. */
export interface RatingCandidate {
  companyId: number
  contactId: number
  connectionId: number
  body: string
  /** When the channel delivered the message: a question that expired after it still takes it. */
  receivedAt: Date
}

interface QuestionRow {
  id: number
  ticket_id: number
  queue_id: number | null
  user_id: number | null
  invalid_answers: number
  expired: boolean
  ticket_closed: boolean
  rating_message: string | null
  max_invalid_answers: number | null
}

async function closeQuestion(tx: Em, companyId: number, id: number, status: RatingRequestStatus) {
  await tx.execute(
    'update ticket_rating_requests set status = ?, updated_at = now() where id = ? and company_id = ?',
    [status, id, companyId],
  )
}

/**
 * Whether a person's message answers their open rating question on this connection (the newest,
 * locked `for update` so two messages read it one after the other). Undefined when they have
 * none, or when the question ends here without taking the message, which then goes on as any
 * message does: its ticket was reopened meanwhile (dropped), it expired (expired), or the message
 * is no rating and the question was already asked again `maxUseBotQueuesNPS` times (dropped; 0
 * asks again until the question expires).
 */
export async function ratingAnswerOf(tx: Em, candidate: RatingCandidate): Promise<RatingAnswer | undefined> {
  const { companyId } = candidate
  const [row] = await tx.execute<QuestionRow[]>(
    `select r.id, r.ticket_id, t.queue_id, r.user_id, r.invalid_answers, r.expires_at <= ? as expired,
            t.status = 'closed' as ticket_closed, c.rating_message,
            case when c.options ->> 'maxUseBotQueuesNPS' ~ '^[0-9]{1,4}$'
                 then (c.options ->> 'maxUseBotQueuesNPS')::int end as max_invalid_answers
       from ticket_rating_requests r
       join tickets t on t.id = r.ticket_id and t.company_id = r.company_id
       join connections c on c.id = r.connection_id and c.company_id = r.company_id
      where r.company_id = ? and r.contact_id = ? and r.connection_id = ? and r.status = 'open'
      order by r.id desc
      limit 1
      for update of r`,
    [candidate.receivedAt, companyId, candidate.contactId, candidate.connectionId],
  )
  if (!row) return undefined
  const rate = ratingIn(candidate.body)
  // 0 asks again until the question expires, as maxUseBotQueues 0 repeats the bot's menus.
  const maxInvalidAnswers = row.max_invalid_answers ?? connectionOptionDefaults.maxUseBotQueuesNPS
  const givenUp = maxInvalidAnswers > 0 && row.invalid_answers >= maxInvalidAnswers
  let ended: RatingRequestStatus | undefined
  if (!row.ticket_closed) ended = 'dropped'
  else if (row.expired) ended = 'expired'
  else if (rate === undefined && givenUp) ended = 'dropped'
  if (ended) {
    await closeQuestion(tx, companyId, row.id, ended)
    return undefined
  }
  return {
    question: {
      id: row.id,
      ticketId: row.ticket_id,
      queueId: row.queue_id,
      userId: row.user_id,
      invalidAnswers: row.invalid_answers,
      ratingMessage: row.rating_message,
    },
    rate,
  }
}

/**
 * Records an answer (its message is already stored on the closed ticket). A rating is kept for
 * the ticket with the attendant who closed it, the question is marked rated, the timeline gets a
 * `chatBot` entry naming that attendant, and the farewell is left to be sent. Anything else is
 * counted and the question is left to be sent again. True when the answer was a rating.
 */
export async function recordRatingAnswer(
  tx: Em,
  companyId: number,
  contactId: number,
  answer: RatingAnswer,
): Promise<boolean> {
  const { question, rate } = answer
  const ticket = await tx.findOneOrFail(Ticket, { id: question.ticketId, companyId })
  if (rate === undefined) {
    await tx.execute(
      `update ticket_rating_requests set invalid_answers = invalid_answers + 1, updated_at = now()
        where id = ? and company_id = ?`,
      [question.id, companyId],
    )
    const again = await ratingQuestionFor(tx, ticket, question.ratingMessage ?? '', question.userId)
    await leaveReply(tx, companyId, ticket.id, again)
    return false
  }
  await tx.execute(
    `insert into ticket_ratings (company_id, ticket_id, user_id, contact_id, rate, created_at, updated_at)
     values (?, ?, ?, ?, ?, now(), now())
     on conflict (ticket_id) do update
       set user_id = excluded.user_id, contact_id = excluded.contact_id, rate = excluded.rate, updated_at = now()`,
    [companyId, ticket.id, question.userId, contactId, rate],
  )
  await closeQuestion(tx, companyId, question.id, 'rated')
  // The timeline's types are the specification's (inbox.md §3); the rating was taken by the bot.
  await tx.execute(
    `insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id, created_at)
     values (?, ?, 'chatBot', ?, ?, now())`,
    [companyId, ticket.id, question.userId, ticket.queueId ?? null],
  )
  const farewell = await farewellFor(tx, ticket, question.userId)
  if (farewell) await leaveReply(tx, companyId, ticket.id, farewell)
  return true
}

import type { InboundMessage } from '@atendo/plugin-api'
import { executePrepared } from '../../../kernel/db/prepared-statements.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import { fittingKey } from '../event-key.ts'
import { channelTime } from '../event-time.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'
import { ticketCountersUpdate } from './update-ticket-counters.ts'

/** A message as stored by the pipeline. */
export interface StoredMessage {
  id: number
  createdAt: Date
  fromMe: boolean
  /** What the ticket list shows as the last message. */
  preview: string
}

/** The message's `dataJson`: the channel's data, with the row or button the contact chose (`choiceId`). */
function storedData(message: InboundMessage): string | null {
  if (!message.choiceId) return message.data ? JSON.stringify(message.data) : null
  return JSON.stringify({ ...message.data, choiceId: message.choiceId.slice(0, 200) })
}

/**
 * Step 3: stores the message, once, and counts it on its ticket (step 4, update-ticket-counters.ts)
 * in the same statement. The unique index on (connection, channel id) turns a second delivery,
 * or the echo of a message we sent ourselves, into nothing (undefined), counted nowhere. The
 * message is dated by the channel, so messages processed out of order still read in order; a
 * quoted message is found by its channel id on the same connection. `unread: false` for a
 * contact's message that nobody needs to read (a rating answer).
 */
export async function storeMessage(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
  options: { unread?: boolean } = {},
): Promise<StoredMessage | undefined> {
  const { tx, companyId, connection } = context
  const createdAt = channelTime(message.timestamp, context.receivedAt)
  const author = conversation.isGroup ? conversation.sender : conversation.contact
  const participant = conversation.isGroup
    ? (conversation.sender?.number ?? message.participant?.identities[0]?.value ?? null)
    : null
  const preview = message.body || message.mediaType || ''
  const counters = ticketCountersUpdate(companyId, ticket.id, {
    createdAt,
    preview,
    unread: (options.unread ?? true) && !message.fromMe,
  })
  const [row] = await executePrepared<{ id: string | number }>(
    tx,
    `with stored as (
     insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, from_me, body, media_type,
                           media_url, ack, quoted_msg_id, data_json, participant, queue_id, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
             (select q.id from messages q where q.connection_id = ? and q.external_id = ? and q.company_id = ?),
             ?, ?, ?, ?, now())
     on conflict (connection_id, external_id) where external_id is not null do nothing
     returning id),
     counted as (${counters.sql})
     select * from stored`,
    [
      companyId,
      ticket.id,
      message.fromMe ? conversation.contact.id : (author?.id ?? conversation.contact.id),
      connection.id,
      fittingKey(message.externalId),
      message.fromMe,
      message.body,
      message.mediaType?.slice(0, 50) ?? null,
      message.mediaUrl?.slice(0, 500) ?? null,
      message.fromMe ? 1 : 0,
      connection.id,
      message.quotedExternalId ? fittingKey(message.quotedExternalId) : null,
      companyId,
      storedData(message),
      participant?.slice(0, 200) ?? null,
      ticket.queueId,
      createdAt,
      ...counters.params,
    ],
  )
  if (!row) return undefined
  return { id: Number(row.id), createdAt, fromMe: message.fromMe, preview }
}

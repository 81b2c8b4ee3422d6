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

/** The columns a stored message gets (storeMessage; a batch's pre-store, batch/pre-store.ts). */
export interface StoredValues {
  ticketId: number
  contactId: number
  externalId: string
  fromMe: boolean
  body: string
  mediaType: string | null
  mediaUrl: string | null
  ack: number
  quotedExternalId: string | null
  dataJson: string | null
  participant: string | null
  queueId: number | null
  createdAt: Date
  /** What the ticket list shows as the last message. */
  preview: string
  /** Whether it counts among the contact's unread messages. */
  unread: boolean
}

/** What storeMessage writes for this message on this ticket. */
export function storedValues(
  context: Pick<InboundContext, 'receivedAt'>,
  message: InboundMessage,
  ticket: Pick<OpenedTicket, 'id' | 'queueId'>,
  conversation: Pick<Conversation, 'contact' | 'sender' | 'isGroup'>,
  options: { unread?: boolean } = {},
): StoredValues {
  const author = conversation.isGroup ? conversation.sender : conversation.contact
  const participant = conversation.isGroup
    ? (conversation.sender?.number ?? message.participant?.identities[0]?.value ?? null)
    : null
  return {
    ticketId: ticket.id,
    contactId: message.fromMe ? conversation.contact.id : (author?.id ?? conversation.contact.id),
    externalId: fittingKey(message.externalId),
    fromMe: message.fromMe,
    body: message.body,
    mediaType: message.mediaType?.slice(0, 50) ?? null,
    mediaUrl: message.mediaUrl?.slice(0, 500) ?? null,
    ack: message.fromMe ? 1 : 0,
    quotedExternalId: message.quotedExternalId ? fittingKey(message.quotedExternalId) : null,
    dataJson: storedData(message),
    participant: participant?.slice(0, 200) ?? null,
    queueId: ticket.queueId,
    createdAt: channelTime(message.timestamp, context.receivedAt),
    preview: message.body || message.mediaType || '',
    unread: (options.unread ?? true) && !message.fromMe,
  }
}

/**
 * Step 3: stores the message, once, and counts it on its ticket (step 4, update-ticket-counters.ts)
 * in the same statement. The unique index on (connection, channel id) turns a second delivery,
 * or the echo of a message we sent ourselves, into nothing (undefined), counted nowhere. The
 * message is dated by the channel, so messages processed out of order still read in order; a
 * quoted message is found by its channel id on the same connection. `unread: false` for a
 * contact's message that nobody needs to read (a rating answer). A message its batch stored
 * already (batch/pre-store.ts) is answered as stored.
 */
export async function storeMessage(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
  options: { unread?: boolean } = {},
): Promise<StoredMessage | undefined> {
  const { tx, companyId, connection } = context
  const values = storedValues(context, message, ticket, conversation, options)
  const preStored = context.readAhead?.takeStored()
  if (preStored) return preStored.answerFor(values)
  const counters = ticketCountersUpdate(companyId, ticket.id, values)
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
      values.ticketId,
      values.contactId,
      connection.id,
      values.externalId,
      values.fromMe,
      values.body,
      values.mediaType,
      values.mediaUrl,
      values.ack,
      connection.id,
      values.quotedExternalId,
      companyId,
      values.dataJson,
      values.participant,
      values.queueId,
      values.createdAt,
      ...counters.params,
    ],
  )
  if (!row) return undefined
  return { id: Number(row.id), createdAt: values.createdAt, fromMe: values.fromMe, preview: values.preview }
}

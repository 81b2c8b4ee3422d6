import type { InboundEvent } from '@atendo/plugin-api'
import type { Em } from '../../../kernel/db/orm.ts'
import { executePrepared } from '../../../kernel/db/prepared-statements.ts'
import type { InboundContext } from '../inbound-context.ts'
import { type StoredMessage, type StoredValues, storedValues } from '../steps/store-message.ts'
import type { ReadAhead } from './look-ahead.ts'

/**
 * A message its batch stored before its own processing reached it (preStore), handed to
 * storeMessage in place of its insert. Placed anywhere else than where it was stored, it fails
 * the batch's first pass (rolled back, each event then runs on its own): never stored twice.
 */
export class PreStored {
  readonly values: StoredValues
  readonly stored: StoredMessage | undefined

  constructor(values: StoredValues, stored: StoredMessage | undefined) {
    this.values = values
    this.stored = stored
  }

  /** The stored message for `values` (undefined: it was stored before, a redelivery). */
  answerFor(values: StoredValues): StoredMessage | undefined {
    const expected = this.values
    if (
      values.ticketId !== expected.ticketId ||
      values.contactId !== expected.contactId ||
      values.externalId !== expected.externalId ||
      values.unread !== expected.unread
    ) {
      throw new Error(`message ${values.externalId} was stored by its batch for another ticket or contact`)
    }
    return this.stored
  }
}

/**
 * The messages of a batch that will surely be stored where its look-ahead says, in one
 * statement, with their tickets' counters (update-ticket-counters.ts, once per ticket: each is a
 * different sender's). Only a message whose processing cannot go elsewhere: the sender's first
 * of the batch, read ahead, an existing contact with a working ticket and no rating or consent
 * question open, not a history import (its own queue), quoting nothing (a quoted message may be
 * in the same statement, which would not see it). The others store their own, as before.
 */
const preStoreSql = `
with input as (
  select i.* from jsonb_to_recordset(?::jsonb) as i(
    n int, ticket_id int, contact_id int, external_id text, from_me boolean, body text, media_type text,
    media_url text, ack int, data_json text, queue_id int, created_at timestamptz, preview text, unread int)
), stored as (
  insert into messages (company_id, ticket_id, contact_id, connection_id, external_id, from_me, body, media_type,
                        media_url, ack, data_json, queue_id, created_at, updated_at)
  select ?, i.ticket_id, i.contact_id, ?, i.external_id, i.from_me, i.body, i.media_type,
         i.media_url, i.ack, i.data_json, i.queue_id, i.created_at, now()
    from input i order by i.n
  on conflict (connection_id, external_id) where external_id is not null do nothing
  returning id, external_id
), counted as (
  update tickets t
     set last_message = case when t.last_message_at is null or i.created_at >= t.last_message_at then i.preview else t.last_message end,
         last_message_at = greatest(coalesce(t.last_message_at, i.created_at), i.created_at),
         unread_messages = t.unread_messages + i.unread,
         updated_at = now()
    from input i join stored s on s.external_id = i.external_id
   where t.id = i.ticket_id and t.company_id = ?
)
select s.id, s.external_id from stored s`

/** The message events of the batch preStore may store, with what their look-ahead found. */
function storable(
  events: { id: number; payload: InboundEvent; context: InboundContext }[],
): { context: InboundContext; readAhead: ReadAhead; values: StoredValues }[] {
  const tickets = new Set<number>()
  return events.flatMap(({ payload, context }) => {
    const readAhead = context.readAhead
    if (payload.kind !== 'message' || !readAhead) return []
    const { message } = payload
    const place = readAhead.storedPlace()
    if (!place || message.group || message.imported || message.quotedExternalId) return []
    if (tickets.has(place.ticket.id)) return []
    tickets.add(place.ticket.id)
    const conversation = { contact: place.contact, sender: null, isGroup: false }
    return [{ context, readAhead, values: storedValues(context, message, place.ticket, conversation) }]
  })
}

/**
 * Stores, in one statement, the batch's messages whose place is sure (preStoreSql), and gives each
 * its PreStored through its look-ahead. Run inside the batch's savepoint: a failing batch rolls
 * it back with everything else.
 */
export async function preStore(
  tx: Em,
  events: { id: number; payload: InboundEvent; context: InboundContext }[],
): Promise<void> {
  const batch = storable(events)
  if (batch.length < 2) return
  const { companyId, connection } = batch[0]!.context
  const input = batch.map(({ values }, n) => ({
    n,
    ticket_id: values.ticketId,
    contact_id: values.contactId,
    external_id: values.externalId,
    from_me: values.fromMe,
    body: values.body,
    media_type: values.mediaType,
    media_url: values.mediaUrl,
    ack: values.ack,
    data_json: values.dataJson,
    queue_id: values.queueId,
    created_at: values.createdAt.toISOString(),
    preview: values.preview,
    unread: values.unread ? 1 : 0,
  }))
  const rows = await executePrepared<{ id: string | number; external_id: string }>(tx, preStoreSql, [
    JSON.stringify(input),
    companyId,
    connection.id,
    companyId,
  ])
  const ids = new Map(rows.map((row) => [row.external_id, Number(row.id)]))
  for (const { readAhead, values } of batch) {
    const id = ids.get(values.externalId)
    const stored =
      id === undefined
        ? undefined
        : { id, createdAt: values.createdAt, fromMe: values.fromMe, preview: values.preview }
    readAhead.giveStored(new PreStored(values, stored))
  }
}

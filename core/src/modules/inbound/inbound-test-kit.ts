import {
  type ChannelConnection,
  definePlugin,
  type InboundContact,
  type InboundEvent,
  type InboundSink,
  inboundHandlers,
} from '@atendo/plugin-api'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import type { TestApp } from '../../testing/index.ts'
import { eventConversationSql } from './event-conversation.ts'
import { eventKey } from './event-key.ts'
import { eventRunKey, inboundJobName } from './inbound-jobs.ts'

/** Test support for the inbound pipeline: connections inserted as an operator would, events, sockets. */

export interface InboundTestConnection extends ChannelConnection {
  sink: InboundSink
}

/**
 * A connection row of a provider no plugin loads (the pipeline does not care who delivers), and
 * the app's inbound sink to deliver through.
 */
export async function insertConnection(
  testApp: TestApp,
  sql: pg.Client,
  options: { companyId?: number; name: string; allowGroup?: boolean; groupAsTicket?: 'enabled' | 'disabled' },
): Promise<InboundTestConnection> {
  const companyId = options.companyId ?? 1
  const { rows } = await sql.query<{ id: number }>(
    `insert into connections (company_id, name, channel, provider, status, is_default, allow_group, group_as_ticket, options, created_at, updated_at)
     values ($1, $2, 'whatsapp', 'recorded', 'CONNECTED', false, $3, $4, '{}', now(), now()) returning id`,
    [companyId, options.name, options.allowGroup ?? false, options.groupAsTicket ?? 'disabled'],
  )
  return {
    id: rows[0]!.id,
    companyId,
    name: options.name,
    channel: 'whatsapp',
    provider: 'recorded',
    number: null,
    token: null,
    webhookUrl: null,
    webhookSecret: null,
    options: {},
    sink: testApp.app.fastify.connectionRuntime.sink,
  }
}

/** A text message from a contact. */
export function textMessage(
  externalId: string,
  contact: InboundContact,
  body = `message ${externalId}`,
  extra: Partial<Extract<InboundEvent, { kind: 'message' }>['message']> = {},
): InboundEvent {
  return {
    kind: 'message',
    message: { externalId, contact, fromMe: false, body, timestamp: new Date().toISOString(), ...extra },
  }
}

/** A phone contact as WhatsApp reports it. */
export const phoneContact = (number: string, name?: string): InboundContact => ({
  identities: [{ kind: 'phone', value: number }],
  name,
})

/** Opens a database client on the app's database. */
export async function openSql(testApp: TestApp): Promise<pg.Client> {
  const sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  return sql
}

/** A socket of company 1 that records every event it hears. */
export async function listen(
  url: string,
  token: string,
  companyId = 1,
): Promise<{ socket: Socket; received: { event: string; payload: unknown; at: number }[] }> {
  const socket = io(`${url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  const received: { event: string; payload: unknown; at: number }[] = []
  socket.onAny((event: string, payload: unknown) => void received.push({ event, payload, at: Date.now() }))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { socket, received }
}

/** Counts the rows of a query with one numeric `count` column. */
export async function count(sql: pg.Client, query: string, params: unknown[] = []): Promise<number> {
  const { rows } = await sql.query<{ count: string }>(query, params)
  return Number(rows[0]!.count)
}

/** Whether the fragile plugin's handler breaks (tests turn it on and off). */
export const fragility = { breaking: false }

/**
 * A plugin whose in-transaction handler fails once a message starting with "half-way" is on its
 * ticket, while `fragility.breaking` is on: an event failing half-way through its processing.
 */
export const fragilePlugin = definePlugin({
  id: 'fragile',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(inboundHandlers, {
      id: 'fragile.after-placing',
      order: 460,
      phase: 'in-transaction',
      async handle(ctx) {
        if (!fragility.breaking || !ctx.message.text.startsWith('half-way')) return
        // The message is stored and counted on its ticket by now (the handlers before it placed it).
        await ctx.ticket()
        throw new Error('the fragile handler broke half-way')
      },
    })
  },
})

/**
 * Records events as `receive()` records them (the event row, and its run in the job outbox), but
 * hands the runs to no worker, so a test runs them itself (processInboundEvent), in the order and
 * overlap it chooses. Answers their ids, in recording order.
 */
export async function recordEventsWaiting(
  sql: pg.Client,
  connection: Pick<ChannelConnection, 'id' | 'companyId'>,
  events: InboundEvent[],
): Promise<number[]> {
  const ids: number[] = []
  for (const event of events) {
    const { rows } = await sql.query<{ id: string }>(
      `insert into inbound_events (company_id, connection_id, kind, external_id, payload, conversation, status, attempts, received_at)
       values ($1, $2, $3, $4, $5, ${eventConversationSql('$5::jsonb')}, 'pending', 0, now()) returning id`,
      [connection.companyId, connection.id, event.kind, eventKey(event), JSON.stringify(event)],
    )
    const eventId = Number(rows[0]!.id)
    // Handed over (to workers that, here, never get it), so the poll leaves it alone.
    await sql.query(
      `insert into job_outbox (job, payload, company_id, dedupe_key, status, attempts, run_at, dispatched_at, created_at)
       values ($1, $2, $3, $4, 'pending', 0, now(), now(), now())`,
      [inboundJobName, JSON.stringify({ eventId }), connection.companyId, eventRunKey(eventId)],
    )
    ids.push(eventId)
  }
  return ids
}

import { waitFor } from '@atendo/core/testing'
import type { WAMessage } from 'baileys'
import { describe, expect, it } from 'vitest'
import { historyGroupText, historyText } from '../history/fixtures/history-sync.ts'
import { providerHarness } from '../testing/provider-harness.ts'
import { disconnectError } from '../testing/socket-double.ts'

const { database, connected } = providerHarness()

/**
 * Core's database refuses every new inbound event (SQLSTATE 57P03, "the database system is
 * starting up"), as in core-outage.test.ts: nothing WhatsApp delivers can be recorded meanwhile.
 */
async function refuseInboundEvents() {
  await database().db.query(`
    create or replace function refuse_inbound_event() returns trigger language plpgsql as $$
    begin
      raise exception 'the database system is starting up' using errcode = '57P03';
    end $$;
    create trigger refuse_inbound_event before insert on inbound_events
      for each row execute function refuse_inbound_event();
  `)
}

async function acceptInboundEvents() {
  await database().db.query('drop trigger refuse_inbound_event on inbound_events')
}

/** The messages core recorded for the connection, in the order it recorded them. */
async function recorded(connectionId: number) {
  const { rows } = await database().db.query<{ external_id: string }>(
    `select external_id from inbound_events
      where connection_id = $1 and kind = 'message' order by id`,
    [connectionId],
  )
  return rows.map((row) => row.external_id)
}

const chats = Array.from(
  { length: 10 },
  (_, index) => `55119888800${String(index).padStart(2, '0')}@s.whatsapp.net`,
)

describe('memory held by the inbound side of a session', () => {
  it('holds at most its bound through a burst 30 times larger, pausing WhatsApp, and loses nothing', async () => {
    const bound = 20
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, sockets, provider, connection } = await connected(
      {},
      { sink, provider: { maxPendingInbound: bound, handOverBackoff: { firstMs: 20, maxMs: 100 } } },
    )
    await refuseInboundEvents()

    // 600 live messages over 10 chats, each its own `messages.upsert` as Baileys emits a live
    // message node; WhatsApp delivers them as fast as the socket reads.
    const now = Math.floor(Date.now() / 1000)
    const burst: WAMessage[] = Array.from({ length: 600 }, (_, index) =>
      historyText(`BURST-${String(index).padStart(3, '0')}`, now - 600 + index, { chat: chats[index % 10] }),
    )
    for (const message of burst) socket.deliver('messages.upsert', { type: 'notify', messages: [message] })

    // Core refuses everything: the session reads up to its bound and stops; WhatsApp keeps the rest.
    await waitFor(() => socket.readingPaused)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(provider.inboundFootprint(connection.id)).toMatchObject({ pending: bound, peak: bound })
    expect(socket.undelivered).toHaveLength(600 - bound)

    // WhatsApp drops a socket that does not read; the session does not open another while full.
    socket.end(disconnectError(408, 'Connection was lost'))
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(sockets.opened).toHaveLength(1)

    await acceptInboundEvents()
    // Once there is room it connects again, and WhatsApp delivers what it still held.
    const again = await waitFor(() => sockets.opened[1])
    again.open('5511999990000:4@s.whatsapp.net')
    for (const held of socket.undelivered) {
      again.deliver('messages.upsert', held.payload as { type: 'notify'; messages: WAMessage[] })
    }
    await waitFor(async () => (await recorded(connection.id)).length === 600, 60_000)
    await provider.drained(connection.id)

    const stored = await recorded(connection.id)
    expect(new Set(stored).size).toBe(600)
    // Each chat's messages in the order WhatsApp sent them.
    for (const chat of chats) {
      const sent = burst.filter((message) => message.key.remoteJid === chat).map((message) => message.key.id)
      const inChat = new Set(sent)
      expect(stored.filter((id) => inChat.has(id))).toEqual(sent)
    }
    expect(again.pauses).toBeGreaterThan(0)
    expect(provider.inboundFootprint(connection.id)).toMatchObject({ pending: 0, chats: 0 })
    expect(provider.inboundFootprint(connection.id)?.peak).toBeLessThanOrEqual(bound)
    // 600 messages through the whole pipeline: seconds alone, longer with the other files running.
  }, 90_000)

  it('keeps nothing per message once idle: only a bounded cache of group names stays', async () => {
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, provider, connection } = await connected({}, { sink })
    const now = Math.floor(Date.now() / 1000)
    const groups = Array.from(
      { length: 80 },
      (_, index) => `1203630252461${String(index).padStart(5, '0')}@g.us`,
    )
    for (const [index, group] of groups.entries()) {
      socket.groupSubjects.set(group, `Grupo ${index}`)
      const message = historyGroupText(`GROUP-${index}`, now - 200 + index)
      socket.emit('messages.upsert', {
        type: 'notify',
        messages: [{ ...message, key: { ...message.key, remoteJid: group } }],
      })
    }
    for (const [index, chat] of chats.entries()) {
      for (let count = 0; count < 5; count++) {
        socket.emit('messages.upsert', {
          type: 'notify',
          messages: [historyText(`CHAT-${index}-${count}`, now - 100 + index * 5 + count, { chat })],
        })
      }
    }
    await provider.drained(connection.id)

    expect(await recorded(connection.id)).toHaveLength(130)
    expect(provider.inboundFootprint(connection.id)).toEqual({
      pending: 0,
      peak: expect.any(Number),
      chats: 0,
      pictureLookups: 0,
      // 80 groups wrote; the 64 most recent names are kept.
      groupNames: 64,
    })
  })
})

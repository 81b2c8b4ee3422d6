import { waitFor } from '@atendo/core/testing'
import type { InboundSink } from '@atendo/plugin-api'
import { describe, expect, it } from 'vitest'
import { fullSyncChunk, historyText } from '../history/fixtures/history-sync.ts'
import { providerHarness } from '../testing/provider-harness.ts'
import { disconnectError } from '../testing/socket-double.ts'

const { database, connected } = providerHarness()

async function storedMessages(connectionId: number) {
  const { rows } = await database().db.query<{ external_id: string; ticket_id: number }>(
    'select external_id, ticket_id from messages where connection_id = $1 order by created_at, id',
    [connectionId],
  )
  return rows
}

describe('messages missed while offline, through core', () => {
  it('stores what WhatsApp delivers after a reconnection once each, with no gap', async () => {
    // Core's own sink: events are recorded in inbound_events and processed into messages.
    const sink: InboundSink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, sockets, provider, connection } = await connected({}, { sink })
    const now = Math.floor(Date.now() / 1000)
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [historyText('LIVE-1', now - 900), historyText('LIVE-2', now - 800)],
    })
    await provider.drained(connection.id)

    // The socket dies; three messages arrive at WhatsApp meanwhile.
    socket.end(disconnectError(408))
    await waitFor(() => sockets.opened.length === 2)
    const again = sockets.latest()
    again.open()
    // Offline messages come as 'append', one of them again as 'notify', and the rest in a
    // history chunk that also repeats what was already taken in.
    again.emit('messages.upsert', {
      type: 'append',
      messages: [historyText('OFFLINE-1', now - 600), historyText('OFFLINE-2', now - 500)],
    })
    again.emit('messages.upsert', { type: 'notify', messages: [historyText('OFFLINE-2', now - 500)] })
    again.emit(
      'messaging-history.set',
      fullSyncChunk(
        [
          historyText('ANCIENT', now - 90 * 86_400),
          historyText('LIVE-2', now - 800),
          historyText('OFFLINE-1', now - 600),
          historyText('OFFLINE-3', now - 400),
        ],
        100,
      ),
    )
    await provider.drained(connection.id)

    const expected = ['LIVE-1', 'LIVE-2', 'OFFLINE-1', 'OFFLINE-2', 'OFFLINE-3']
    await waitFor(async () => (await storedMessages(connection.id)).length >= expected.length, 10_000)
    // Late duplicates would land after the last expected one: give them the time to.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const stored = await storedMessages(connection.id)
    expect(stored.map((row) => row.external_id)).toEqual(expected)
    expect(new Set(stored.map((row) => row.ticket_id)).size).toBe(1)
    const { rows } = await database().db.query(
      `select count(*)::int as n from inbound_events where connection_id = $1 and kind = 'message'`,
      [connection.id],
    )
    expect(rows[0].n).toBe(expected.length)
  })
})

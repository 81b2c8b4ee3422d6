import { waitFor } from '@atendo/core/testing'
import { describe, expect, it } from 'vitest'
import { historyText } from '../history/fixtures/history-sync.ts'
import { providerHarness } from '../testing/provider-harness.ts'

const { database, connected } = providerHarness()

/**
 * Core's database refuses every new inbound event: a trigger raising "cannot connect now" (SQLSTATE
 * 57P03, what PostgreSQL answers while starting or shutting down), counting the refusals in a
 * sequence (which a rolled-back insert does not undo).
 */
async function refuseInboundEvents() {
  await database().db.query(`
    create sequence inbound_refusals;
    create function refuse_inbound_event() returns trigger language plpgsql as $$
    begin
      perform nextval('inbound_refusals');
      raise exception 'the database system is starting up' using errcode = '57P03';
    end $$;
    create trigger refuse_inbound_event before insert on inbound_events
      for each row execute function refuse_inbound_event();
  `)
}

async function acceptInboundEvents() {
  await database().db.query(`
    drop trigger refuse_inbound_event on inbound_events;
    drop function refuse_inbound_event();
  `)
}

const refusals = async () =>
  Number((await database().db.query('select last_value from inbound_refusals')).rows[0].last_value)

describe('a database outage', () => {
  it('loses nothing WhatsApp delivered while core could not record it, however long it lasts', async () => {
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    // Attempts spaced 20 ms doubling up to 200 ms: the old pump gave up after 5 refused attempts.
    const { socket, provider, connection } = await connected(
      {},
      { sink, provider: { handOverBackoff: { firstMs: 20, maxMs: 200 } } },
    )
    await refuseInboundEvents()
    const now = Math.floor(Date.now() / 1000)
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [historyText('DURING-OUTAGE-1', now - 2), historyText('DURING-OUTAGE-2', now - 1)],
    })
    // Refused well past the old limit, for seconds.
    await waitFor(async () => (await refusals()) >= 12, 15_000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await acceptInboundEvents()

    await provider.drained(connection.id)
    const stored = async () =>
      (
        await database().db.query<{ external_id: string }>(
          'select external_id from messages where connection_id = $1 order by created_at, id',
          [connection.id],
        )
      ).rows.map((row) => row.external_id)
    await waitFor(async () => (await stored()).length === 2, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await stored()).toEqual(['DURING-OUTAGE-1', 'DURING-OUTAGE-2'])
    const { rows } = await database().db.query(
      `select count(*)::int as n from inbound_events where connection_id = $1 and kind = 'message'`,
      [connection.id],
    )
    expect(rows[0].n).toBe(2)
    expect(await refusals()).toBeGreaterThan(12)
  })
})

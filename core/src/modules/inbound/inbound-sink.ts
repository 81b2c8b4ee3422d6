import type { InboundSink } from '@atendo/plugin-api'
import { companyEm } from '../../kernel/db/orm.ts'
import { recordConnectionStatus } from '../connections/index.ts'
import { eventKey } from './event-key.ts'
import type { InboundServices } from './inbound-context.ts'
import { eventRunKey, inboundJobs } from './inbound-jobs.ts'

/**
 * What providers hand their events to. `receive` writes the event to `inbound_events`, and its
 * processing job to the job outbox in the same transaction, and only then returns, so a provider
 * may acknowledge it to the channel: from here on it survives a crash (the outbox hands the job
 * over again). A second delivery of the same event meets the unique index and answers
 * `{ duplicate: true }` without doing anything. Processing runs on the `inbound` queue; while
 * Redis is down the event and its job are still recorded, and run once it is back.
 *
 * @example
 * const sink = createInboundSink({ kernel, log })
 * await sink.receive(connection, { kind: 'message', message })
 */
export function createInboundSink(services: InboundServices): InboundSink {
  const { kernel } = services
  const jobs = inboundJobs(services)
  return {
    async receive(connection, event) {
      const recorded = await companyEm(kernel.orm, connection.companyId).transactional(async (tx) => {
        const [row] = await tx.execute<{ id: string | number }[]>(
          `insert into inbound_events (company_id, connection_id, kind, external_id, payload, status, attempts, received_at)
           values (?, ?, ?, ?, ?::jsonb, 'pending', 0, now())
           on conflict (connection_id, kind, external_id) do nothing
           returning id`,
          [connection.companyId, connection.id, event.kind, eventKey(event), JSON.stringify(event)],
        )
        if (!row) return false
        const eventId = Number(row.id)
        await jobs.process.enqueueIn(
          tx,
          { eventId },
          { companyId: connection.companyId, dedupeKey: eventRunKey(eventId) },
        )
        return true
      })
      return { duplicate: !recorded }
    },
    connectionStatus: (connection, status, details) =>
      recordConnectionStatus(kernel, connection, status, details),
  }
}

import type { InboundSink } from '@atendo/plugin-api'
import { companyEm } from '../../kernel/db/orm.ts'
import { recordConnectionStatus } from '../connections/record-connection-status.ts'
import { eventKey } from './event-key.ts'
import type { InboundServices } from './inbound-context.ts'
import { inboundJobs } from './inbound-jobs.ts'

/**
 * What providers hand their events to. `receive` writes the event to `inbound_events` and only
 * then returns, so a provider may acknowledge it to the channel: from here on it survives a
 * crash (the replay job finds it). A second delivery of the same event meets the unique index
 * and answers `{ duplicate: true }` without doing anything. Processing runs on the `inbound`
 * queue; if enqueueing fails (Redis down), the event is still recorded and the replay picks it up.
 *
 * @example
 * const sink = createInboundSink({ kernel, log })
 * await sink.receive(connection, { kind: 'message', message })
 */
export function createInboundSink(services: InboundServices): InboundSink {
  const { kernel, log } = services
  const jobs = inboundJobs(services)
  return {
    async receive(connection, event) {
      const [row] = await companyEm(kernel.orm, connection.companyId).execute<{ id: string | number }[]>(
        `insert into inbound_events (company_id, connection_id, kind, external_id, payload, status, attempts, received_at)
         values (?, ?, ?, ?, ?::jsonb, 'pending', 0, now())
         on conflict (connection_id, kind, external_id) do nothing
         returning id`,
        [connection.companyId, connection.id, event.kind, eventKey(event), JSON.stringify(event)],
      )
      if (!row) return { duplicate: true }
      const eventId = Number(row.id)
      try {
        await jobs.process.enqueue({ eventId }, { jobId: String(eventId) })
      } catch (error) {
        log.warn(
          { err: error, eventId },
          'inbound event recorded but not enqueued; the replay will process it',
        )
      }
      return { duplicate: false }
    },
    connectionStatus: (connection, status, details) =>
      recordConnectionStatus(kernel, connection, status, details),
  }
}

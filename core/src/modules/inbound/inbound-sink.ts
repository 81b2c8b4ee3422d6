import type { InboundSink } from '@atendo/plugin-api'
import { executeInOneTrip } from '../../kernel/db/one-trip-begin.ts'
import { companyEm } from '../../kernel/db/orm.ts'
import { recordConnectionStatus } from '../connections/index.ts'
import { eventConversationSql } from './event-conversation.ts'
import { eventKey } from './event-key.ts'
import type { InboundServices } from './inbound-context.ts'
import { eventRunKeySql, inboundJobs } from './inbound-jobs.ts'

/**
 * What providers hand their events to. `receive` writes the event to `inbound_events`, and its
 * processing job to the job outbox in the same statement, and only then returns, so a provider
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
      const em = companyEm(kernel.orm, connection.companyId)
      // The event and its run in one statement, sent with its session variables in one round
      // trip: committed (durably, synchronous commit) before it answers. A duplicate writes neither.
      const runs = kernel.jobOutbox.runsFrom(
        jobs.process.name,
        'event',
        `jsonb_build_object('eventId', event.id)`,
        eventRunKeySql('event.id'),
        { companyId: connection.companyId },
      )
      const written = await executeInOneTrip<{ id: string | number }>(
        em,
        `with event as (
           insert into inbound_events (company_id, connection_id, kind, external_id, payload, conversation, status, attempts, received_at)
           select ?, ?, ?, ?, p.payload, ${eventConversationSql('p.payload')}, 'pending', 0, now()
             from (select ?::jsonb as payload) p
           on conflict (connection_id, kind, external_id) do nothing
           returning id)
         ${runs.sql}`,
        [
          connection.companyId,
          connection.id,
          event.kind,
          eventKey(event),
          JSON.stringify(event),
          ...runs.params,
        ],
      )
      await runs.written(
        em,
        written.map((row) => Number(row.id)),
      )
      return { duplicate: written.length === 0 }
    },
    connectionStatus: (connection, status, details) =>
      recordConnectionStatus(kernel, connection, status, details),
  }
}

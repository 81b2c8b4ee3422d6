import type { InboundSink } from '@atendo/plugin-api'
import { recordConnectionStatus } from '../connections/index.ts'
import type { InboundServices } from './inbound-context.ts'
import { eventRecorder } from './record-events.ts'

/**
 * What providers hand their events to. `receive` writes the event to `inbound_events`, and its
 * processing job to the job outbox in the same statement, and only then returns, so a provider
 * may acknowledge it to the channel: from here on it survives a crash (the outbox hands the job
 * over again). Deliveries arriving while another is being committed are recorded together, in
 * one statement and commit (record-events.ts). A second delivery of the same event meets the
 * unique index and answers `{ duplicate: true }` without doing anything. Processing runs on the
 * `inbound` queue; while Redis is down the event and its job are still recorded, and run once it
 * is back.
 *
 * @example
 * const sink = createInboundSink({ kernel, log })
 * await sink.receive(connection, { kind: 'message', message })
 */
export function createInboundSink(services: InboundServices): InboundSink {
  const { kernel } = services
  const recorder = eventRecorder(services)
  return {
    receive: (connection, event) => recorder.receive(connection, event),
    connectionStatus: (connection, status, details) =>
      recordConnectionStatus(kernel, connection, status, details),
  }
}

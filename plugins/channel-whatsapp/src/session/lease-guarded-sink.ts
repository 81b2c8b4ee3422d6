import type { InboundSink } from '@atendo/plugin-api'

/**
 * The sink a session reports into, with its statuses held back once this process may no longer
 * hold the session's lease. Whoever holds the lease reports the session's truth; a process that
 * lost it (paused past its ttl, cut off from the database) must not overwrite that: the close of
 * its old socket, which WhatsApp ends with 440 "replaced" when the new holder connects, would
 * otherwise turn the new holder's CONNECTED into DISCONNECTED. Events are passed on: what the
 * socket received is real, and core takes each once.
 *
 * `stillHolds` is asked for every status: the keeper's own view (renewed recently enough), then
 * the lease row itself.
 */
export function leaseGuardedSink(sink: InboundSink, stillHolds: () => Promise<boolean>): InboundSink {
  return {
    receive: (connection, event) => sink.receive(connection, event),
    async connectionStatus(connection, status, details) {
      if (await stillHolds()) await sink.connectionStatus(connection, status, details)
    },
  }
}

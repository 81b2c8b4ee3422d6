/**
 * Lets the transaction that processes inbound events commit without waiting for its WAL to reach
 * the disk (PostgreSQL's asynchronous commit, for this transaction only). What it writes is
 * derived from `inbound_events`, which `receive()` committed durably before the channel got its
 * 202, and the event's "processed" mark commits atomically with it: if PostgreSQL itself crashes
 * in the fraction of a second before the WAL writer flushes, the whole transaction is lost as one,
 * the event is still pending, and it is processed again. Nothing is lost and nothing is applied
 * twice. A killed Node process loses nothing (the WAL is PostgreSQL's). Anything sent to a contact
 * afterwards (chatbot answers) follows a synchronous commit of its own, which flushes this one too.
 * On a busy disk the flush is most of the cost of a small transaction: this is what lets inbound
 * processing run near the rate of the durable recording.
 *
 * A column of the statement that locks the event (process-inbound-event.ts), not a statement of
 * its own: one round trip fewer per event. It is set as the event's row is read, before anything
 * is written; when no row comes back the transaction writes nothing.
 */
export const commitWithoutWaitingForDisk = `set_config('synchronous_commit', 'off', true) as commit_mode`

import type pg from 'pg'
import type { Orm } from '../core/src/kernel/db/orm.ts'
import type { RealtimeServer } from '../core/src/kernel/realtime/realtime-server.ts'
import { watchPoolQueries } from '../core/src/testing/index.ts'

/**
 * The system's monotonic clock in milliseconds (`process.hrtime`: CLOCK_MONOTONIC on Linux), the
 * same in every process of the machine, so a time taken by the server and one taken by the socket
 * clients' process can be subtracted.
 */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6

/** The statement by which inbound processing marks its events done, in the transaction that stores the messages. */
const processedMark = /update\s+inbound_events(\s+e)?\s+set\s+status\s*=\s*'processed'/i

/**
 * Instruments a running app (benchmark only) to time the two moments a live message has on the
 * server:
 * - `commits`: right after each COMMIT of a transaction that marked inbound events processed
 *   returned to Node, i.e. when the stored message became visible to everyone. Such transactions
 *   are recognised on the wire, by the statement they sent on their pool client before the
 *   COMMIT: the processing sends it as a prepared statement through the transaction's own
 *   connection, which the ORM's driver never sees.
 * - `emits`: when core called `emit` of `company-{id}-appMessage` on a realtime target, by message
 *   body, and how long that synchronous call (the local fan-out) took.
 */
export async function watchMessageTimeline(orm: Orm, realtime: RealtimeServer) {
  const commits: number[] = []
  const emits = new Map<string, { at: number; callMs: number }>()

  // Per pool client: whether its open transaction marked events processed.
  const marked = new WeakSet<pg.PoolClient>()
  await watchPoolQueries(orm, (client, text, send) => {
    if (processedMark.test(text)) marked.add(client)
    const sent = send()
    if (/^\s*rollback\s*$/i.test(text)) marked.delete(client)
    if (!/^\s*commit\s*$/i.test(text) || !marked.has(client)) return sent
    marked.delete(client)
    // A callback-style query (none of ours) answers no promise: its return is not waited for.
    if (typeof (sent as Promise<unknown> | undefined)?.then !== 'function') return sent
    return (sent as Promise<unknown>).then((result) => {
      commits.push(monotonicMs())
      return result
    })
  })

  const toRooms = realtime.toRooms
  realtime.toRooms = (companyId, rooms) => {
    const target = toRooms(companyId, rooms)
    return {
      ...target,
      emit(event, payload) {
        const key = (payload as { message?: { body?: unknown } } | undefined)?.message?.body
        const at = monotonicMs()
        target.emit(event, payload)
        if (typeof key === 'string' && typeof event === 'string' && event.endsWith('-appMessage'))
          emits.set(key, { at, callMs: monotonicMs() - at })
      },
    }
  }

  return {
    emits,
    commits,
    /** The last processing commit before `at`: the one that stored the message emitted at `at`. */
    commitBefore(at: number): number | undefined {
      for (let index = commits.length - 1; index >= 0; index--)
        if (commits[index]! <= at) return commits[index]
      return undefined
    },
  }
}

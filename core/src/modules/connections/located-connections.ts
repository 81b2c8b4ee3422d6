import { forgetOldest } from '../../kernel/forget-oldest.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { IConnection } from './entities.ts'

/**
 * How long a connection read for an inbound webhook answers the next requests naming it, in this
 * process: a change made by another process (a token replaced, a session stopped, the connection
 * deleted) reaches this one's webhooks at most this late.
 */
export const locatedFreshForMs = 1000

/** Most connections remembered; the least recently read are dropped first. */
const maxLocated = 10_000

interface Located {
  connection: IConnection
  /** The clock's time when the read that found it started. */
  readAt: number
}

export interface LocatedConnections {
  /**
   * The connection `id` as a read started less than `locatedFreshForMs` ago found it, else as
   * `read` finds it now; concurrent callers share one read. Undefined (not found) is never
   * remembered, so a connection created a moment ago is found at once.
   */
  locate(id: number, read: () => Promise<IConnection | null | undefined>): Promise<IConnection | undefined>
  /** Called once a change to the connection is committed: this process reads it again next time. */
  forget(id: number): void
}

const perKernel = new WeakMap<Kernel, LocatedConnections>()

/**
 * The connections inbound webhooks locate (ConnectionsApi.locate), read at most once a second per
 * process. An integrator posting thousands of messages a second to one API connection had each
 * post read its connection again: two round trips and an ORM query, 0.6 ms of the process's CPU
 * and 0.4 ms of PostgreSQL's, more than recording and processing the message together
 * (docs/benchmarks.md, 2026-11-29 22:00). Changes made through this process (connections/routes.ts,
 * save-connection.ts, the session runtime) are forgotten as soon as they commit; another
 * process's reach this one within `locatedFreshForMs`.
 *
 * @example
 * const connection = await locatedConnections(kernel).locate(id, () => em.findOne(Connection, { id }))
 */
export function locatedConnections(kernel: Kernel): LocatedConnections {
  const known = perKernel.get(kernel)
  if (known) return known
  const located = new Map<number, Located>()
  const reading = new Map<number, Promise<IConnection | undefined>>()
  /** How many changes were forgotten: a read that overlapped one (changes are rare) is not kept. */
  let changes = 0
  const now = () => kernel.clock.now().getTime()

  const cache: LocatedConnections = {
    locate(id, read) {
      const found = located.get(id)
      if (found && now() - found.readAt < locatedFreshForMs) return Promise.resolve(found.connection)
      const pending = reading.get(id)
      if (pending) return pending
      const readAt = now()
      const changesBefore = changes
      const reads = read()
        .then((connection) => {
          if (connection && changes === changesBefore) {
            // Deleted first, so the map's order stays the order of reads (the oldest dropped first).
            located.delete(id)
            located.set(id, { connection, readAt })
            forgetOldest(located, maxLocated)
          }
          return connection ?? undefined
        })
        .finally(() => {
          if (reading.get(id) === reads) reading.delete(id)
        })
      reading.set(id, reads)
      return reads
    },
    forget(id) {
      located.delete(id)
      // A read under way may have seen the state before the change: later callers read again.
      reading.delete(id)
      changes += 1
    },
  }
  perKernel.set(kernel, cache)
  return cache
}

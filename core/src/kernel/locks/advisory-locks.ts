import { type Orm, platformEm } from '../db/orm.ts'
import type { SerialLocks } from './serial-locks.ts'

/**
 * Locks as PostgreSQL advisory locks, for a PostgreSQL server shared by many processes. Each lock
 * is held by a transaction of its own that writes nothing: the work commits its changes on other
 * connections as it goes, so nobody waits on a row while the work talks to a channel. The lock
 * ends with that transaction, also when the process dies.
 */
export function advisoryLocks(orm: Orm): SerialLocks {
  let inFlight = 0
  return {
    async run(space, key, work) {
      inFlight += 1
      try {
        return await platformEm(orm, 'locks').transactional(async (lock) => {
          await lock.execute('select pg_advisory_xact_lock(?::int, ?::int)', [space, key])
          return work()
        })
      } finally {
        inFlight -= 1
      }
    },
    inFlight: () => inFlight,
  }
}

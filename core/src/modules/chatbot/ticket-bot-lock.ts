import { type Orm, platformEm } from '../../kernel/db/orm.ts'

/** The advisory-lock namespace of the bot's per-ticket work ("cb"); the ticket id is the key. */
const botLockSpace = 0x6362

/**
 * Runs `work` while holding the ticket's bot lock, so one ticket's turns (and its redirect) happen
 * one after the other, on every process, in the order they get the lock. The lock is a PostgreSQL
 * advisory lock held by a transaction of its own that writes nothing: the work commits its changes
 * on other connections as it goes, so nothing waits on the ticket's row while answers are being
 * sent through the channel. The lock ends with that transaction, also when the process dies.
 */
export function withTicketBotLock<T>(orm: Orm, ticketId: number, work: () => Promise<T>): Promise<T> {
  return platformEm(orm).transactional(async (lock) => {
    await lock.execute('select pg_advisory_xact_lock(?::int, ?::int)', [botLockSpace, ticketId])
    return work()
  })
}

import type { TransactionEventArgs } from '@mikro-orm/core'
import type { Orm } from '../core/src/kernel/db/orm.ts'
import type { RealtimeServer } from '../core/src/kernel/realtime/realtime-server.ts'

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
 *   returned to Node (the ORM's afterTransactionCommit), i.e. when the stored message became
 *   visible to everyone. Such transactions are recognised by the statement they ran.
 * - `emits`: when core called `emit` of `company-{id}-appMessage` on a realtime target, by message
 *   body, and how long that synchronous call (the local fan-out) took.
 */
export function watchMessageTimeline(orm: Orm, realtime: RealtimeServer) {
  const marked = new WeakSet<object>()
  const commits: number[] = []
  const emits = new Map<string, { at: number; callMs: number }>()

  const driver = orm.em.getDriver()
  const execute = driver.execute.bind(driver)
  driver.execute = ((query: unknown, params: unknown, method: unknown, ctx: unknown, ...rest: unknown[]) => {
    if (ctx && typeof ctx === 'object' && typeof query === 'string' && processedMark.test(query))
      marked.add(ctx)
    return (execute as (...args: unknown[]) => unknown)(query, params, method, ctx, ...rest)
  }) as typeof driver.execute
  orm.em.getEventManager().registerSubscriber({
    async afterTransactionCommit({ transaction }: TransactionEventArgs) {
      if (transaction && marked.has(transaction)) commits.push(monotonicMs())
    },
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

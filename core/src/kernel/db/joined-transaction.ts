import { AsyncLocalStorage } from 'node:async_hooks'
import type { Em } from './orm.ts'

/** The transaction calls made inside `joinedTransaction(em, work)` share, while `work` runs. */
interface Joined {
  em: Em
  open: boolean
}

const joined = new AsyncLocalStorage<Joined>()

/**
 * Runs `work` so that core's services it calls (the plugin contract's connections, contacts,
 * tickets, messages, settings) work in `em`'s transaction instead of opening their own: they see
 * its rows, their changes commit with it, and on the embedded database, which has one session,
 * they do not wait for the transaction that is waiting for them. Only while `work` runs: a timer
 * or a job it leaves behind gets fresh transactions again.
 *
 * @example
 * await joinedTransaction(tx, () => handler.handle(context)) // an inbound handler in the message's transaction
 */
export async function joinedTransaction<T>(em: Em, work: () => Promise<T>): Promise<T> {
  const store: Joined = { em, open: true }
  try {
    return await joined.run(store, work)
  } finally {
    store.open = false
  }
}

/** The transaction a service call should join, if it is made inside `joinedTransaction`'s work. */
export function currentJoinedTransaction(): Em | undefined {
  const store = joined.getStore()
  return store?.open ? store.em : undefined
}

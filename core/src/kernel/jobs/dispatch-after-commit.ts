import type { EventSubscriber, TransactionEventArgs } from '@mikro-orm/core'
import type { Em, Orm } from '../db/orm.ts'

/** A row written in a transaction, to hand to the backend once that transaction committed. */
export interface WaitingDispatch {
  outboxId: number
  job: string
  delayMs: number
}

/**
 * Holds the rows written inside transactions until they end: on commit they are handed to
 * `dispatch` (at once, without making the committing caller wait), on rollback they are
 * forgotten, since their rows are gone too. Keyed by the transaction's EntityManager, which is
 * the one MikroORM reports the commit of.
 *
 * A nested transaction (a savepoint) reports its own commit before the outer one: its rows may
 * then reach a worker before they are visible. Harmless: a worker that finds no row does nothing,
 * and the dispatcher's poll hands the row over again once it is due.
 *
 * @example
 * const afterCommit = dispatchAfterCommit((waiting) => handOver(waiting))
 * afterCommit.attach(orm)
 * afterCommit.hold(tx, { outboxId, job, delayMs: 0 })
 */
export function dispatchAfterCommit(dispatch: (waiting: WaitingDispatch[]) => Promise<void>) {
  const held = new WeakMap<Em, WaitingDispatch[]>()
  const subscriber: EventSubscriber = {
    async afterTransactionCommit({ em }: TransactionEventArgs) {
      const waiting = held.get(em as Em)
      if (!waiting) return
      held.delete(em as Em)
      void dispatch(waiting)
    },
    async afterTransactionRollback({ em }: TransactionEventArgs) {
      held.delete(em as Em)
    },
  }
  return {
    /** Listens to the ORM's transactions (every fork shares its event manager). */
    attach(orm: Orm): void {
      orm.em.getEventManager().registerSubscriber(subscriber)
    },
    hold(em: Em, waiting: WaitingDispatch): void {
      const list = held.get(em)
      if (list) list.push(waiting)
      else held.set(em, [waiting])
    },
  }
}

/**
 * Named locks that make work on one thing (a ticket's chatbot turns, say) run one piece at a time
 * across every process of the deployment. A lock is named by a namespace (a small number per kind
 * of work) and a key (the ticket's id).
 */
export interface SerialLocks {
  /**
   * Runs `work` while holding the lock; callers with the same space and key wait their turn, in
   * the order they asked. The lock is released when `work` settles, and also when its process dies.
   */
  run<T>(space: number, key: number, work: () => Promise<T>): Promise<T>

  /** How many `run` calls of this process hold or wait for a lock now: zero when its locked work is done. */
  inFlight(): number
}

import type { SerialLocks } from './serial-locks.ts'

/**
 * Locks kept in this process's memory, for the embedded database. PGlite runs every connection
 * in one database session, so an advisory lock would not keep two connections apart, and a
 * transaction held open to keep one would stall every other connection until it ends (the work
 * inside it, on other connections, would wait forever). Embedded PostgreSQL serves one process
 * only, so a lock in memory is as strong as an advisory lock there.
 */
export function inProcessLocks(): SerialLocks {
  /** Per lock name, the release of the newest holder or waiter: the next caller waits on it. */
  const tails = new Map<string, Promise<void>>()
  let inFlight = 0
  return {
    async run(space, key, work) {
      inFlight += 1
      const name = `${space}:${key}`
      const previous = tails.get(name) ?? Promise.resolve()
      let release!: () => void
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      const tail = previous.then(() => released)
      tails.set(name, tail)
      await previous
      try {
        return await work()
      } finally {
        inFlight -= 1
        release()
        if (tails.get(name) === tail) tails.delete(name)
      }
    },
    inFlight: () => inFlight,
  }
}

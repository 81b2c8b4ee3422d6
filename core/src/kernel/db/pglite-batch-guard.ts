import type { PGlite } from '@electric-sql/pglite'
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/** The part of pglite-socket's (internal) query queue the guard wraps. */
interface QueryQueue {
  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number>
  clearQueueForHandler(handlerId: number): void
  clearTransactionIfNeeded(handlerId: number): Promise<void>
}

/** Frontend messages after which the session is back at ReadyForQuery: Sync, Query, Terminate. */
const batchEnds = new Set([0x53, 0x51, 0x58])

/** The startup packet (and the SSL request) has no type byte: a length, then the protocol code. */
function isUntypedPacket(message: Uint8Array): boolean {
  return message[0] === 0
}

/**
 * Gives each client connection the PGlite session to itself from its first message until the
 * session is back at ReadyForQuery outside a transaction.
 *
 * pglite-socket (0.2.x) multiplexes every connection onto PGlite's one session message by message,
 * keeping a connection's messages together only while a transaction is open. The extended query
 * protocol's Parse/Bind/Execute/Sync of two connections then interleave: one connection's Bind
 * meets the other's unnamed statement ("unnamed prepared statement does not exist", or worse,
 * rows of the other query). Upstream: electric-sql/pglite issue #1046, pull request #977. Until a
 * release fixes it, this wraps the server's queue so that a connection waits while another is
 * in the middle of a batch or a transaction.
 */
export function guardPgliteBatches(server: PGLiteSocketServer, db: PGlite): void {
  const queue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue
  if (!queue) throw new Error('pglite-socket changed: its query queue is not where the batch guard looks')
  const enqueue = queue.enqueue.bind(queue)
  const clearQueue = queue.clearQueueForHandler.bind(queue)
  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue)

  let owner: number | undefined
  let released: Promise<void> = Promise.resolve()
  let release = () => {}
  const gone = new Set<number>()

  function take(handlerId: number) {
    owner = handlerId
    released = new Promise((resolve) => {
      release = resolve
    })
  }
  function free() {
    owner = undefined
    release()
  }

  queue.enqueue = async (handlerId, message, onData) => {
    while (owner !== undefined && owner !== handlerId) await released
    if (gone.has(handlerId)) throw new Error('Handler disconnected')
    if (owner === undefined) take(handlerId)
    try {
      return await enqueue(handlerId, message, onData)
    } finally {
      const ended = isUntypedPacket(message) || batchEnds.has(message[0] ?? 0)
      if (owner === handlerId && ended && !db.isInTransaction()) free()
    }
  }
  queue.clearQueueForHandler = (handlerId) => {
    gone.add(handlerId)
    clearQueue(handlerId)
  }
  queue.clearTransactionIfNeeded = async (handlerId) => {
    await clearTransaction(handlerId)
    // A connection that left mid-batch (its transaction now rolled back) frees the session.
    if (owner === handlerId) free()
  }
}

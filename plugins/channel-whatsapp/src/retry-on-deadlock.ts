/** PostgreSQL's SQLSTATEs for a transaction that lost a lock race and may simply run again. */
const retryableStates = new Set(['40P01', '40001'])

function isRetryable(error: unknown): boolean {
  const failure = error as { code?: unknown; name?: unknown; cause?: { code?: unknown } } | undefined
  return (
    retryableStates.has(String(failure?.code)) ||
    retryableStates.has(String(failure?.cause?.code)) ||
    failure?.name === 'DeadlockException'
  )
}

/**
 * Runs a transaction again when PostgreSQL aborted it to break a deadlock: two overlapping key
 * writes are rare (a session runs in one process) but must not lose keys when they happen.
 */
export async function retryOnDeadlock<Result>(work: () => Promise<Result>, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= attempts || !isRetryable(error)) throw error
    }
  }
}

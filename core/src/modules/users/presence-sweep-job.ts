import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { clearStalePresence, heartbeatIntervalMs } from './presence.ts'

/** The periodic clearing of stale `online` flags. */
export interface PresenceSweep {
  /** Runs the sweep now (tests, operators); returns how many users it set offline. */
  runNow(): Promise<number>
  /** Schedules the sweep once per heartbeat interval; call it on processes that run jobs. */
  schedule(): Promise<void>
}

/**
 * Defines the `core.clear-stale-presence` job (before the workers start). Sockets report leaving
 * only while their node lives; this catches the users of a node that crashed or was killed.
 */
export function definePresenceSweep(kernel: Kernel, log: FastifyBaseLogger): PresenceSweep {
  const sweep = async () => {
    const cleared = await clearStalePresence(kernel.orm)
    if (cleared > 0) log.info({ cleared }, 'users not seen for two heartbeats set offline')
    return cleared
  }
  const job = kernel.jobs.define<Record<string, never>>(
    'core.clear-stale-presence',
    async () => void (await sweep()),
    { queue: 'default', attempts: 1 },
  )
  return {
    runNow: sweep,
    schedule: () => job.repeat('every-heartbeat', {}, { everyMs: heartbeatIntervalMs }),
  }
}

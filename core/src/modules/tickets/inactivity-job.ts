import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { sendInactivityMessages } from './inactivity-message.ts'

/** The connections' inactivity windows are counted in minutes. */
const everyMs = 60_000

/** The periodic inactivity messages. */
export interface InactivitySweep {
  runNow(): Promise<number>
  /** Schedules the sweep every minute (on the product clock); call it on processes that run jobs. */
  schedule(): Promise<void>
}

/** Defines the `core.send-inactivity-messages` job (before the workers start). */
export function defineInactivitySweep(kernel: Kernel, log: FastifyBaseLogger): InactivitySweep {
  const sweep = async () => {
    const sent = await sendInactivityMessages(kernel, log)
    if (sent > 0) log.info({ sent }, 'inactivity messages sent')
    return sent
  }
  const job = kernel.jobs.define<Record<string, never>>(
    'core.send-inactivity-messages',
    async () => void (await sweep()),
    { queue: 'default', attempts: 1 },
  )
  return { runNow: sweep, schedule: () => job.repeat('every-minute', {}, { everyMs }) }
}

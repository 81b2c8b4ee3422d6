import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { sendInactivityMessages } from './inactivity-message.ts'
import { moveDueLanes } from './lane-moves.ts'

/** The connections' inactivity windows are counted in minutes. */
const everyMs = 60_000

/** The periodic ticket automations: inactivity messages and timed lane moves. */
export interface TicketTimers {
  runNow(): Promise<number>
  /** Schedules the sweep every minute (on the product clock); call it on processes that run jobs. */
  schedule(): Promise<void>
}

/**
 * Defines the `core.ticket-timers` job (before the workers start): each minute, the inactivity
 * messages due, then the kanban lanes' timed moves.
 */
export function defineTicketTimers(kernel: Kernel, log: FastifyBaseLogger): TicketTimers {
  const sweep = async () => {
    const sent = await sendInactivityMessages(kernel, log)
    if (sent > 0) log.info({ sent }, 'inactivity messages sent')
    const moved = await moveDueLanes(kernel, log)
    if (moved > 0) log.info({ moved }, 'tickets moved to their next kanban lane')
    return sent + moved
  }
  const job = kernel.jobs.define<Record<string, never>>(
    'core.ticket-timers',
    async () => void (await sweep()),
    { queue: 'default', attempts: 1 },
  )
  return { runNow: sweep, schedule: () => job.repeat('every-minute', {}, { everyMs }) }
}

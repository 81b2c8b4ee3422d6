import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { assignWaitingTickets } from './assign-waiting-tickets.ts'

/** Rotation times are whole minutes (administration.md §9: 2 to 60). */
const everyMs = 60_000

/** The periodic hand-out of waiting tickets (rotation, userRandom). */
export interface TicketAssignment {
  runNow(): Promise<number>
  /** Schedules the hand-out every minute (on the product clock); call it on processes that run jobs. */
  schedule(): Promise<void>
}

/** Defines the `core.assign-waiting-tickets` job (before the workers start). */
export function defineTicketAssignment(kernel: Kernel, log: FastifyBaseLogger): TicketAssignment {
  const run = async () => {
    const assigned = await assignWaitingTickets(kernel, log)
    if (assigned > 0) log.info({ assigned }, 'waiting tickets handed to attendants')
    return assigned
  }
  const job = kernel.jobs.define<Record<string, never>>(
    'core.assign-waiting-tickets',
    async () => void (await run()),
    { queue: 'default', attempts: 1 },
  )
  return { runNow: run, schedule: () => job.repeat('every-minute', {}, { everyMs }) }
}

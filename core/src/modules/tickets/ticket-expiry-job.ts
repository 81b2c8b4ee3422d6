import type { FastifyBaseLogger } from 'fastify'
import type { Kernel } from '../../kernel/kernel.ts'
import { expireInactiveTickets } from './expire-inactive-tickets.ts'
import type { SendTicketText } from './ticket-hooks.ts'

/** How often idle tickets are looked for; the connections' windows are counted in hours. */
const ticketExpiryEveryMs = 60_000

/** The periodic closing of inactive tickets. */
export interface TicketExpiry {
  /** Runs the expiry now (tests, operators). */
  runNow(): Promise<number>
  /** Schedules the expiry every minute; call it on processes that run jobs. */
  schedule(): Promise<void>
}

/**
 * Defines the `core.expire-inactive-tickets` job (before the workers start). On BullMQ the
 * schedule is one per deployment whatever the number of workers, so a ticket is not closed twice.
 * `sendText` sends a connection's inactivity message (messages' `sendTextMessage`, given at
 * composition).
 */
export function defineTicketExpiry(
  kernel: Kernel,
  log: FastifyBaseLogger,
  sendText: SendTicketText,
): TicketExpiry {
  const job = kernel.jobs.define<Record<string, never>>(
    'core.expire-inactive-tickets',
    async () => {
      const closed = await expireInactiveTickets(kernel, log, sendText)
      if (closed > 0) log.info({ closed }, 'inactive tickets closed')
    },
    { queue: 'default', attempts: 1 },
  )
  return {
    runNow: () => expireInactiveTickets(kernel, log, sendText),
    schedule: () => job.repeat('every-minute', {}, { everyMs: ticketExpiryEveryMs }),
  }
}

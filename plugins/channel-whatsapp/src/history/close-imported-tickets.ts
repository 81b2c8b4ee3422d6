import type { JobsApi } from '@atendo/plugin-api'
import type { SessionLog } from '../session-log.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { HistoryImports, ScheduleTicketClosing } from './history-imports.ts'
import type { ImportedTickets } from './imported-tickets.ts'

/**
 * Closes the tickets an import opened (`POST /closedimported/{id}`, or automatically with
 * `closedTicketsPostImported`) and lets the connections page know; answers how many were closed.
 */
export async function closeImportedTickets(
  owner: SessionOwner,
  userId: number | null,
  services: { importedTickets: ImportedTickets; history: HistoryImports },
): Promise<number> {
  const closed = await services.importedTickets.close(owner, userId)
  await services.history.ticketsClosed(owner)
  return closed
}

interface ClosingRound extends SessionOwner {
  round: number
}

/**
 * The automatic closing after an import: core stores imported messages on its inbound queue, so
 * the job waits (checking every `waitMs`, at most `maxRounds` times) until none is still on its way,
 * then closes the tickets they opened. Messages core never stores (group messages on a connection
 * that refuses groups) only delay it to the last round.
 */
export function defineImportedTicketsClosing(options: {
  jobs: JobsApi
  importedTickets: ImportedTickets
  history: HistoryImports
  log: SessionLog
  waitMs?: number
  maxRounds?: number
}): ScheduleTicketClosing {
  const waitMs = options.waitMs ?? 10_000
  const maxRounds = options.maxRounds ?? 30
  const job = options.jobs.define<ClosingRound>(
    'channel-whatsapp.close-imported-tickets',
    async ({ companyId, connectionId, round }) => {
      const owner = { companyId, connectionId }
      if (round < maxRounds && (await options.importedTickets.stillArriving(owner))) {
        await job.enqueue({ ...owner, round: round + 1 }, { delayMs: waitMs })
        return
      }
      const closed = await closeImportedTickets(owner, null, options)
      options.log.info({ ...owner, closed }, 'tickets opened by the history import closed')
    },
    { queue: 'bulk', attempts: 3 },
  )
  return (owner) =>
    job.enqueue({ ...owner, round: 0 }, { delayMs: waitMs, jobId: `connection-${owner.connectionId}` })
}

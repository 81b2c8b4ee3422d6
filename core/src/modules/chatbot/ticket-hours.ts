import type { Em } from '../../kernel/db/orm.ts'
import { Company } from '../companies/index.ts'
import { Connection, readConnectionOptions } from '../connections/index.ts'
import { Queue } from '../queues/index.ts'
import { readTicketOptions, zoneOrDefault } from '../settings/index.ts'
import type { ITicket } from '../tickets/index.ts'
import { isWithinWorkingHours, type WorkingDay } from './working-hours.ts'

/** The hours the company's scheduleType applies to the ticket, or undefined when none close it. */
async function hoursFor(em: Em, ticket: ITicket, scheduleType: string): Promise<WorkingDay[] | undefined> {
  switch (scheduleType) {
    case 'company': {
      const company = await em.findOne(Company, { id: ticket.companyId })
      return Array.isArray(company?.schedules) ? company.schedules : []
    }
    case 'connection': {
      const connection = ticket.connectionId
        ? await em.findOne(Connection, { id: ticket.connectionId })
        : null
      return connection ? readConnectionOptions(connection.options).schedules : undefined
    }
    case 'queue': {
      const queue = ticket.queueId ? await em.findOne(Queue, { id: ticket.queueId }) : null
      return queue ? queue.schedules : undefined
    }
    default:
      return undefined
  }
}

/**
 * Whether the company's hours close the ticket now, read as the bot reads them (out-of-hours.ts):
 * the company's or the connection's hours (scheduleType `company`, `connection`), or the ticket's
 * queue's (`queue`; a ticket without a queue is never closed so). For automations that take a
 * ticket over (plugin-api `tickets.outOfHours`): outside the hours they leave it to the bot,
 * which sends only the out-of-hours message.
 */
export async function ticketOutOfHours(em: Em, ticket: ITicket, now: Date): Promise<boolean> {
  const settings = await readTicketOptions(em, ticket.companyId, ['scheduleType', 'timeZone'])
  const hours = await hoursFor(em, ticket, settings.scheduleType ?? 'disabled')
  if (!hours) return false
  return !isWithinWorkingHours(hours, now, zoneOrDefault(settings.timeZone))
}

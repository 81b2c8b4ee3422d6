import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dashboardRange } from '../dashboard/dashboard-range.ts'
import { dashboardScope } from '../dashboard/dashboard-scope.ts'
import { type TicketStatus, ticketStatuses } from '../tickets/entities.ts'
import { parseIdList } from '../tickets/ticket-list-query.ts'
import { reportTickets } from './report-tickets.ts'
import { ReportQuerySchema, ReportSchema } from './schemas.ts'

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

/** Statuses written as JSON (`["open","closed"]`), repeated, or one alone; unknown ones are refused. */
function parseStatuses(field: string, value: string | string[] | undefined): TicketStatus[] | undefined {
  if (value === undefined || value === '') return undefined
  let list: unknown = value
  if (typeof value === 'string' && value.trimStart().startsWith('[')) {
    try {
      list = JSON.parse(value)
    } catch {
      throw invalid(field, 'must be a JSON list')
    }
  }
  const items = Array.isArray(list) ? list : [list]
  return items.map((item) => {
    if (!ticketStatuses.includes(item as TicketStatus)) {
      throw invalid(field, `must list statuses among ${ticketStatuses.join(', ')}`)
    }
    return item as TicketStatus
  })
}

/**
 * The attendance report (administration.md §2 Reports, §7; inbox.md §6: it needs showDashboard):
 * the tickets created in a range of São Paulo days, filtered, newest first, a page at a time with
 * the total. Who sees which tickets is the dashboard's rule (dashboard-scope.ts); every field is
 * defined in docs/reports.md.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/ticketreport/reports',
    {
      config: { access: { permission: 'showDashboard' } },
      schema: {
        tags: ['reports'],
        summary: 'The attendance report: tickets created in a range, filtered, a page at a time',
        querystring: ReportQuerySchema,
        response: { 200: ReportSchema },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      const filter = {
        search: query.searchParam?.trim() || undefined,
        contactId: query.contactId,
        connectionIds: parseIdList('whatsappId', query.whatsappId),
        userIds: parseIdList('users', query.users),
        queueIds: parseIdList('queueIds', query.queueIds),
        statuses: parseStatuses('status', query.status),
        onlyRated: query.onlyRated === true,
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 10,
      }
      const range = await dashboardRange(
        em,
        caller.companyId,
        {
          from: query.dateFrom ? { field: 'dateFrom', day: query.dateFrom } : undefined,
          to: query.dateTo ? { field: 'dateTo', day: query.dateTo } : undefined,
        },
        fastify.kernel.clock.now(),
      )
      const report = await reportTickets(em, await dashboardScope(em, caller), { ...filter, range })
      return { tickets: report.tickets, totalTickets: { total: report.total } }
    },
  )
}

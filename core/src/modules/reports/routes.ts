import type { TypeBoxDecodeProvider } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dashboardRange, dashboardScope } from '../dashboard/index.ts'
import { reportTickets } from './report-tickets.ts'
import { ReportQuerySchema, ReportSchema } from './schemas.ts'

/**
 * The attendance report (administration.md §2 Reports, §7; inbox.md §6: it needs showDashboard):
 * the tickets created in a range of São Paulo days, filtered, newest first, a page at a time with
 * the total. Who sees which tickets is the dashboard's rule (dashboard-scope.ts); every field is
 * defined in docs/reports.md.
 */
export const reportRoutes: FastifyPluginAsyncTypebox = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxDecodeProvider>()
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
        connectionIds: query.whatsappId,
        userIds: query.users,
        queueIds: query.queueIds,
        statuses: query.status,
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { dashboardAttendants } from './dashboard-attendants.ts'
import { dashboardCounters } from './dashboard-counters.ts'
import { dashboardRange } from './dashboard-range.ts'
import { dashboardScope } from './dashboard-scope.ts'
import {
  DashboardChartQuerySchema,
  DashboardQuerySchema,
  DashboardSchema,
  TicketsPerPeriodSchema,
  TicketsPerUserSchema,
} from './schemas.ts'
import { ticketsPerPeriod, ticketsPerUser } from './tickets-per-period.ts'

const tags = ['dashboard']
/** Admins, and users with showDashboard (inbox.md §6). */
const dashboardAccess = { access: { permission: 'showDashboard' as const } }

const chartRange = (query: { initialDate?: string; finalDate?: string }) => ({
  from: query.initialDate ? { field: 'initialDate', day: query.initialDate } : undefined,
  to: query.finalDate ? { field: 'finalDate', day: query.finalDate } : undefined,
})

/**
 * The dashboard (inbox.md §2 Indicadores, NPS, Atendentes; §7): counters and attendants of a
 * range, tickets per attendant and per day. Every figure is defined in docs/dashboard.md; what a
 * non-admin sees in dashboard-scope.ts.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/dashboard',
    {
      config: dashboardAccess,
      schema: {
        tags,
        summary: 'Counters and attendants of a range (default: the first of the month to today)',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      const range = await dashboardRange(
        em,
        caller.companyId,
        {
          from: query.date_from ? { field: 'date_from', day: query.date_from } : undefined,
          to: query.date_to ? { field: 'date_to', day: query.date_to } : undefined,
          days: query.days,
        },
        fastify.kernel.clock.now(),
      )
      const scope = await dashboardScope(em, caller)
      const [counters, attendants] = await Promise.all([
        dashboardCounters(em, scope, range),
        dashboardAttendants(em, scope, range),
      ])
      return { range: { from: range.from, to: range.to }, counters, attendants }
    },
  )

  fastify.get(
    '/dashboard/ticketsUsers',
    {
      config: dashboardAccess,
      schema: {
        tags,
        summary: 'Tickets created in a range per attendant who owns them',
        querystring: DashboardChartQuerySchema,
        response: { 200: TicketsPerUserSchema },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      const range = await dashboardRange(em, caller.companyId, chartRange(query), fastify.kernel.clock.now())
      const data = await ticketsPerUser(em, await dashboardScope(em, caller), range)
      const count = data.reduce((sum, row) => sum + row.tickets, 0)
      return { range: { from: range.from, to: range.to }, data, count }
    },
  )

  fastify.get(
    '/dashboard/ticketsDay',
    {
      config: dashboardAccess,
      schema: {
        tags,
        summary: 'Tickets created in a range per day (per hour when the range is one day)',
        querystring: DashboardChartQuerySchema,
        response: { 200: TicketsPerPeriodSchema },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      const range = await dashboardRange(em, caller.companyId, chartRange(query), fastify.kernel.clock.now())
      const data = await ticketsPerPeriod(em, await dashboardScope(em, caller), range)
      const count = data.reduce((sum, row) => sum + row.tickets, 0)
      return { range: { from: range.from, to: range.to }, data, count }
    },
  )
}

import { AppError, idListQuery, type TypeBoxDecodeProvider } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { companyTimeZone, dayIn } from '../settings/index.ts'
import {
  listTickets,
  loadTicketViews,
  loadViewer,
  type TicketStatus,
  TicketViewSchema,
  ticketStatuses,
  ticketViewsFor,
} from '../tickets/index.ts'

/** The panel shows what is being worked on now; past this it is a crowd, not a panel. */
const momentsLimit = 1000

/** Days the panel looks back when no dates are given (inbox.md §7: the last 30 days). */
const defaultDays = 30

const MomentsQuerySchema = Type.Object({
  status: Type.Optional(Type.Enum([...ticketStatuses])),
  showAll: Type.Optional(Type.Boolean()),
  queueIds: idListQuery('queueIds', 'queue'),
  dateStart: Type.Optional(Type.String({ format: 'date' })),
  dateEnd: Type.Optional(Type.String({ format: 'date' })),
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
})

/**
 * GET /dashboard/moments (inbox.md §7, the real-time panel): the tickets being attended and
 * waiting right now, with their contact, attendant, queue and connection, so the panel can show a
 * column per attendant and the waiting line. Working tickets active in the days asked for (the
 * last 30 by default), newest activity first, at most `momentsLimit`. Admins and users with
 * allowRealTime; everyone sees only tickets they may see, and all attendants' only with showAll.
 */
export const momentsRoutes: FastifyPluginAsyncTypebox = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxDecodeProvider>()
  fastify.get(
    '/dashboard/moments',
    {
      config: { access: { permission: 'allowRealTime' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Tickets being attended and waiting now, for the real-time panel',
        querystring: MomentsQuerySchema,
        response: { 200: Type.Array(TicketViewSchema) },
      },
    },
    async (request) => {
      const { em, caller, query } = request
      const timeZone = await companyTimeZone(em, caller.companyId)
      const now = fastify.kernel.clock.now().getTime()
      const daysAgo = (days: number) => dayIn(new Date(now - days * 86_400_000), timeZone)
      const from = query.dateStart ?? daysAgo(defaultDays - 1)
      const to = query.dateEnd ?? daysAgo(0)
      if (to < from) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'dateEnd', message: 'must not be before dateStart' }],
        })
      }
      const statuses: TicketStatus[] = query.status ? [query.status] : ['open', 'pending', 'group']
      const viewer = await loadViewer(em, caller)
      const listed = await listTickets(em, caller.companyId, viewer, {
        statuses,
        queueIds: query.queueIds,
        userIds: query.userId ? [query.userId] : undefined,
        updatedBetween: { from, to },
        timeZone,
        showAll: query.showAll ?? (caller.profile === 'admin' || caller.super),
        offset: 0,
        limit: momentsLimit,
      })
      return ticketViewsFor(em, caller, await loadTicketViews(em, listed.tickets))
    },
  )
}

import { Type } from 'typebox'
import { maxRangeDays } from './dashboard-range.ts'

const day = (description: string) => Type.Optional(Type.String({ format: 'date', description }))

/** GET /dashboard (inbox.md §7). */
export const DashboardQuerySchema = Type.Object({
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxRangeDays,
      description: 'The last n days, today included (when date_from is not given)',
    }),
  ),
  date_from: day('First day, yyyy-mm-dd (São Paulo); default: the first of the month'),
  date_to: day('Last day, yyyy-mm-dd (São Paulo); default: today'),
})

/** GET /dashboard/ticketsUsers and /dashboard/ticketsDay (inbox.md §7). */
export const DashboardChartQuerySchema = Type.Object({
  initialDate: day('First day, yyyy-mm-dd (São Paulo); default: the first of the month'),
  finalDate: day('Last day, yyyy-mm-dd (São Paulo); default: today'),
  /** Sent by the inbox; the caller's company is always used. */
  companyId: Type.Optional(Type.Unknown()),
})

const RangeSchema = Type.Object({
  from: Type.String({ format: 'date' }),
  to: Type.String({ format: 'date' }),
})

const count = (description: string) => Type.Integer({ minimum: 0, description })
const minutes = (description: string) =>
  Type.Number({ minimum: 0, description: `${description}, in minutes` })
const percent = (description: string) => Type.Number({ description: `${description}, in percent` })

/** The counters of inbox.md §3, as docs/dashboard.md defines them. */
const DashboardCountersSchema = Type.Object({
  supportHappening: count('Tickets being attended now (open, not groups)'),
  supportPending: count('Tickets waiting now (pending, not groups)'),
  supportFinished: count('Tickets closed in the range'),
  supportGroups: count('Group tickets being worked now'),
  leads: count('Contacts (not groups) created in the range'),
  avgSupportTime: minutes(
    'Average time from an attendant taking a ticket to closing it, over tickets closed in the range',
  ),
  avgWaitTime: minutes(
    'Average time from a ticket opening to an attendant taking it, over tickets closed in the range',
  ),
  activeTickets: count('Tickets created in the range by an attendant'),
  passiveTickets: count('Tickets created in the range by an inbound message'),
  npsScore: Type.Number({ minimum: -100, maximum: 100, description: 'Promoters % minus detractors %' }),
  npsPromotersPerc: percent('Ratings of 9-10 among the ratings of tickets closed in the range'),
  npsDetractorsPerc: percent('Ratings of 0-6 among them'),
  npsPassivePerc: percent('Ratings of 7-8 among them'),
  tickets: count('Tickets created in the range (activeTickets + passiveTickets)'),
  waitRating: count('Tickets closed in the range whose rating question is still open'),
  withoutRating: count('Tickets closed in the range without a rating and no open question'),
  withRating: count('Tickets closed in the range with a rating'),
  percRating: percent('withRating among the tickets closed in the range'),
})

const DashboardAttendantSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  rating: Type.Union([Type.Number({ minimum: 0, maximum: 10 }), Type.Null()], {
    description: 'Average 0-10 rating of the tickets they closed in the range; null when none was rated',
  }),
  countRating: count('Ratings of the tickets they closed in the range'),
  tickets: count('Tickets they closed in the range'),
  avgWaitTime: minutes('Average wait of the tickets they closed in the range'),
  avgSupportTime: minutes('Average attendance of the tickets they closed in the range'),
  online: Type.Boolean(),
})

export const DashboardSchema = Type.Object({
  range: RangeSchema,
  counters: DashboardCountersSchema,
  attendants: Type.Array(DashboardAttendantSchema),
})

export const TicketsPerUserSchema = Type.Object({
  range: RangeSchema,
  data: Type.Array(
    Type.Object({
      userId: Type.Integer(),
      name: Type.String(),
      tickets: count('Tickets created in the range that they own'),
    }),
  ),
  count: count('Tickets listed'),
})

export const TicketsPerPeriodSchema = Type.Object({
  range: RangeSchema,
  data: Type.Array(
    Type.Object({
      date: Type.String({ format: 'date' }),
      hour: Type.Union([Type.Integer({ minimum: 0, maximum: 23 }), Type.Null()], {
        description: 'The hour, when the range is one day; null for a day',
      }),
      tickets: count('Tickets created in that day or hour'),
    }),
  ),
  count: count('Tickets created in the range'),
})

import { idsOf, QueryValueError } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { type TicketStatus, ticketStatuses } from '../tickets/index.ts'

/** What the page asks one page at a time; the export asks 9999999 (administration.md §7). */
const maxReportPageSize = 10_000_000

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

const day = (description: string) => Type.Optional(Type.String({ format: 'date', description }))

/** A list written as JSON (`[1,2]`, the inbox's way) or as repeated parameters (`users=1&users=2`). */
const listText = (description: string) =>
  Type.Union(
    [Type.String({ maxLength: 2000 }), Type.Array(Type.String({ maxLength: 50 }), { maxItems: 1000 })],
    { description: `${description}: a JSON list such as [1,2], or the parameter repeated` },
  )

/** Ids as `listText` writes them, decoded to numbers (a bad one is a 400 naming the field). */
const idList = (field: string, description: string) =>
  Type.Optional(
    Type.Codec(listText(description))
      .Decode((value) => idsOf(field, value))
      .Encode((ids) => (ids ?? []).map(String)),
  )

/** Statuses written as JSON (`["open","closed"]`), repeated, or one alone; unknown ones are refused. */
function statusesOf(field: string, value: string | string[]): TicketStatus[] | undefined {
  if (value === '') return undefined
  let list: unknown = value
  if (typeof value === 'string' && value.trimStart().startsWith('[')) {
    try {
      list = JSON.parse(value)
    } catch {
      throw new QueryValueError(field, 'must be a JSON list')
    }
  }
  const items = Array.isArray(list) ? list : [list]
  return items.map((item) => {
    if (!ticketStatuses.includes(item as TicketStatus)) {
      throw new QueryValueError(field, `must list statuses among ${ticketStatuses.join(', ')}`)
    }
    return item as TicketStatus
  })
}

/** GET /ticketreport/reports (administration.md §2 Reports, §7). */
export const ReportQuerySchema = Type.Object({
  searchParam: Type.Optional(
    Type.String({ maxLength: 200, description: "Part of the contact's name or number, or a ticket id" }),
  ),
  contactId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  whatsappId: idList('whatsappId', 'Connection ids (one id alone is accepted too)'),
  users: idList('users', 'Ids of the attendants who own the tickets'),
  queueIds: idList('queueIds', 'Queue ids'),
  status: Type.Optional(
    Type.Codec(listText(`Statuses, among ${ticketStatuses.join(', ')}`))
      .Decode((value) => statusesOf('status', value))
      .Encode((statuses) => statuses ?? []),
  ),
  dateFrom: day('First day of creation, yyyy-mm-dd (São Paulo); default: the first of the month'),
  dateTo: day('Last day of creation, yyyy-mm-dd (São Paulo); default: today'),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: maxReportPageSize,
      default: 10,
      description: 'Rows per page (the page offers 5, 10, 20, 50); one answer holds at most 100,000 rows',
    }),
  ),
  onlyRated: Type.Optional(Type.Boolean({ description: 'Only tickets the contact rated' })),
})

/** One ticket of the report (administration.md §3 Report row); docs/reports.md defines each field. */
const ReportRowSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  whatsappName: nullable(Type.String({ description: 'The connection' })),
  contactName: Type.String(),
  userName: nullable(Type.String({ description: 'The attendant who owns the ticket' })),
  queueName: nullable(Type.String()),
  status: Type.Enum([...ticketStatuses]),
  lastMessage: nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  closedAt: nullable(Type.String({ format: 'date-time', description: 'When a closed ticket was closed' })),
  supportTime: nullable(
    Type.String({
      pattern: '^\\d{2,}:\\d{2}$',
      description:
        'Hours and minutes (hh:mm, hours may pass 24) from an attendant first taking a closed ticket to its closing; null when it is not closed or nobody took it',
    }),
  ),
  NPS: nullable(Type.Integer({ minimum: 0, maximum: 10, description: "The contact's 0-10 rating" })),
})

export const ReportSchema = Type.Object({
  tickets: Type.Array(ReportRowSchema),
  totalTickets: Type.Object({
    total: Type.Integer({ minimum: 0, description: 'Tickets matching the filters, on every page' }),
  }),
})

import type { Caller, Page } from '@atendo/plugin-api'
import { AppError, idsOf, QueryValueError } from '@atendo/plugin-api'
import type { StaticDecode } from 'typebox'
import { type TicketStatus, ticketStatuses } from './entities.ts'
import type { TicketListQuerySchema } from './schemas.ts'
import type { TicketListOptions } from './ticket-list.ts'

type TicketListQuery = StaticDecode<typeof TicketListQuerySchema>

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

function parseJson(field: string, text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw invalid(field, 'must be a JSON list')
  }
}

/**
 * A list of ids given in react-admin's `filter` object (JSON the route's schema cannot type; the
 * query parameters of the same names arrive decoded by the schema), as `idsOf` reads them.
 */
function parseIdList(field: string, value: unknown): number[] | undefined {
  try {
    return idsOf(field, value)
  } catch (error) {
    if (error instanceof QueryValueError) throw invalid(field, error.message)
    throw error
  }
}

function parseStatuses(field: string, value: unknown): TicketStatus[] | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const list =
    typeof value === 'string' && value.trimStart().startsWith('[') ? parseJson(field, value) : value
  const items = Array.isArray(list) ? list : [list]
  // lgpd is a status (tickets waiting for the contact's consent, seen by admins only); nps is a
  // notification filter, not a ticket status: it selects nothing here.
  return items.filter((item): item is TicketStatus => ticketStatuses.includes(item as TicketStatus))
}

const isTrue = (value: unknown) => value === true || value === 'true'
const dayPattern = /^\d{4}-\d{2}-\d{2}$/

function parseDay(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !dayPattern.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalid(field, 'must be a date (yyyy-mm-dd)')
  }
  return value
}

/**
 * The list options of a request, whichever style it uses: the specification's query parameters
 * (decoded by TicketListQuerySchema), or react-admin's `filter` object carrying the same names
 * (parsed here: a filter value is free JSON). Plain users searching see their own
 * scope only (inbox.md §6: in search, showAll is off for them).
 */
export function ticketListOptionsOf(query: TicketListQuery, page: Page, caller: Caller): TicketListOptions {
  const given: Record<string, unknown> = { ...query, ...page.filter }
  const statuses = [parseStatuses('status', given.status), parseStatuses('statusFilter', given.statusFilter)]
  const search = page.search?.trim() || undefined
  const isAdmin = caller.profile === 'admin' || caller.super
  const sortTickets = typeof given.sortTickets === 'string' ? given.sortTickets.toLowerCase() : undefined
  const orderBy: TicketListOptions['orderBy'] = page.orderBy
    ? { field: page.orderBy.field === 'id' ? 'id' : 'updatedAt', direction: page.orderBy.direction }
    : { field: 'updatedAt', direction: sortTickets === 'asc' ? 'asc' : 'desc' }
  return {
    search,
    searchOnMessages: isTrue(given.searchOnMessages),
    statuses: intersect(statuses[0], statuses[1]),
    tagIds: parseIdList('tags', given.tags),
    userIds: parseIdList('users', given.users),
    queueIds: parseIdList('queueIds', given.queueIds),
    connectionIds: parseIdList('whatsapps', given.whatsapps),
    createdOn: parseDay('date', given.date),
    updatedOn: parseDay('updatedAt', given.updatedAt),
    withUnreadMessages: isTrue(given.withUnreadMessages),
    showAll: isTrue(given.showAll) && (isAdmin || !search),
    orderBy,
    offset: page.offset,
    limit: page.limit,
  }
}

/** Both status filters apply; one given alone is used as is. An empty result selects nothing. */
function intersect(a: TicketStatus[] | undefined, b: TicketStatus[] | undefined): TicketStatus[] | undefined {
  if (!a) return b
  if (!b) return a
  return a.filter((status) => b.includes(status))
}

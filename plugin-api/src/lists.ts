import type { FastifyReply } from 'fastify'
import { type Static, type TSchema, Type } from 'typebox'
import { AppError } from './errors.ts'
import { idsOf, QueryValueError } from './query-values.ts'
import { unsafeTextField, unsafeTextMessage } from './safe-text.ts'

/**
 * The most items one page of any list route holds, whatever the request asks (`range=[0,1000000]`
 * answers items 0 to 999, with `Content-Range` saying so). docs/security.md, "Bounded pages".
 */
export const maxPageSize = 1000

/** The furthest row a react-admin range may start or end at. */
const maxOffset = 2147483647

/**
 * Query parameters every list route accepts, in both styles: the specification's
 * (`searchParam`, `pageNumber` → `hasMore`) and react-admin's ra-data-simple-rest
 * (`range`, `sort`, `filter` as JSON → `Content-Range`).
 *
 * @example
 * fastify.get('/farewells', { schema: { querystring: ListQuerySchema, response } }, async (request, reply) => {
 *   const page = pageOf(request.query)
 * })
 */
export const ListQuerySchema = Type.Object({
  searchParam: Type.Optional(Type.String({ maxLength: 200 })),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  range: Type.Optional(Type.String({ description: 'react-admin: JSON [start, end]', maxLength: 50 })),
  sort: Type.Optional(
    Type.String({ description: 'react-admin: JSON [field, "ASC"|"DESC"]', maxLength: 100 }),
  ),
  filter: Type.Optional(Type.String({ description: 'react-admin: JSON object', maxLength: 2000 })),
})

/**
 * One page of a list request, whichever style asked for it: `offset`/`limit` to query with, the
 * search text, the sort (only fields the route allowed) and react-admin's other filters.
 *
 * @example
 * const page = pageOf(request.query, { sortable: ['id', 'text'] })
 * const [rows, total] = await request.em.findAndCount(
 *   Farewell,
 *   page.search ? { text: { $ilike: `%${page.search}%` } } : {},
 *   { offset: page.offset, limit: page.limit, orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { id: 'asc' } },
 * )
 */
export interface Page {
  style: 'spec' | 'react-admin'
  offset: number
  limit: number
  search?: string
  orderBy?: { field: string; direction: 'asc' | 'desc' }
  filter: Record<string, unknown>
}

function parseJson(name: string, text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new AppError('ERR_VALIDATION', { fields: [{ field: name, message: 'must be JSON' }] })
  }
  // `{"q":"\u0000"}` is plain text until parsed: the request guard cannot see what it decodes to.
  const unsafe = unsafeTextField(value, name)
  if (unsafe)
    throw new AppError('ERR_VALIDATION', { fields: [{ field: unsafe, message: unsafeTextMessage }] })
  return value
}

/**
 * Reads a page from list query parameters.
 *
 * @example
 * const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'title'] })
 */
export function pageOf(
  query: Static<typeof ListQuerySchema>,
  options: { pageSize?: number; sortable?: readonly string[] } = {},
): Page {
  const pageSize = Math.min(options.pageSize ?? 20, maxPageSize)
  const reactAdmin = query.range !== undefined || query.sort !== undefined || query.filter !== undefined
  if (!reactAdmin) {
    const pageNumber = query.pageNumber ?? 1
    return {
      style: 'spec',
      offset: (pageNumber - 1) * pageSize,
      limit: pageSize,
      search: query.searchParam,
      filter: {},
    }
  }
  const range = query.range ? parseJson('range', query.range) : [0, pageSize - 1]
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0 && n <= maxOffset) ||
    range[1] < range[0]
  ) {
    throw new AppError('ERR_VALIDATION', { fields: [{ field: 'range', message: 'must be [start, end]' }] })
  }
  const limit = Math.min(range[1] - range[0] + 1, maxPageSize)
  const filter = query.filter ? parseJson('filter', query.filter) : {}
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new AppError('ERR_VALIDATION', { fields: [{ field: 'filter', message: 'must be an object' }] })
  }
  let orderBy: Page['orderBy']
  if (query.sort) {
    const sort = parseJson('sort', query.sort)
    const [field, direction] = Array.isArray(sort) ? sort : []
    if (typeof field !== 'string' || !(options.sortable ?? ['id']).includes(field)) {
      throw new AppError('ERR_VALIDATION', {
        fields: [{ field: 'sort', message: `cannot sort by ${String(field)}` }],
      })
    }
    orderBy = { field, direction: String(direction).toUpperCase() === 'DESC' ? 'desc' : 'asc' }
  }
  const { q, ...rest } = filter as Record<string, unknown>
  return {
    style: 'react-admin',
    offset: range[0],
    limit,
    search: typeof q === 'string' ? q : query.searchParam,
    orderBy,
    filter: rest,
  }
}

/**
 * The answer of a list in the specification's style: the items under their name, the total count
 * and whether another page follows. (react-admin's style answers a bare array.)
 *
 * @example
 * const answer: ListAnswer<Farewell, 'farewells'> = { farewells: [...], count: 42, hasMore: true }
 */
export type ListAnswer<Item, Key extends string> = { [K in Key]: Item[] } & {
  count: number
  hasMore: boolean
}

/**
 * The response schema of a list route, for both styles.
 *
 * @example
 * response: { 200: listAnswerSchema('helps', HelpSchema) }
 */
export function listAnswerSchema<Item extends TSchema>(key: string, item: Item) {
  return Type.Union([
    Type.Object({ [key]: Type.Array(item), count: Type.Integer(), hasMore: Type.Boolean() }),
    Type.Array(item),
  ])
}

/**
 * Sends one page: sets `Content-Range` for react-admin, and the envelope for the specification's style.
 *
 * @example
 * return sendPage(reply, page, 'helps', helps.map(helpView), total)
 */
export function sendPage<Item>(reply: FastifyReply, page: Page, key: string, items: Item[], total: number) {
  if (page.style === 'react-admin') {
    const end = items.length === 0 ? page.offset : page.offset + items.length - 1
    reply.header('Content-Range', `${key} ${page.offset}-${end}/${total}`)
    reply.header('Access-Control-Expose-Headers', 'Content-Range')
    return items
  }
  return { [key]: items, count: total, hasMore: page.offset + items.length < total }
}

/**
 * The ids a react-admin filter names (`filter={"id":[1,2]}`, `{"queueId":5}`), checked: a
 * non-numeric or out-of-range id is a 400 naming `filter.<name>`, never a database error.
 *
 * @example
 * const ids = filterIds(page, 'id') // number[] | undefined
 */
export function filterIds(page: Page, name: string): number[] | undefined {
  const value = page.filter[name]
  try {
    return idsOf(`filter.${name}`, typeof value === 'string' && !value.startsWith('[') ? [value] : value)
  } catch (error) {
    if (!(error instanceof QueryValueError)) throw error
    throw new AppError('ERR_VALIDATION', { fields: [{ field: error.field, message: error.message }] })
  }
}

import type { Page } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { type RawBuilder, sql } from 'kysely'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { listQuery } from '../../kernel/db/typed-sql.ts'
import type { SqlTables } from '../sql-tables.ts'
import { Contact, type IContact } from './entities.ts'

/** Filters of the contacts list besides the text search. */
export interface ContactFilters {
  /** The contact must carry every one of these tags. */
  tagIds: number[]
  channel?: string
  isGroup?: boolean
}

export const sortableContactFields = ['id', 'name', 'number', 'email', 'createdAt', 'updatedAt'] as const

/** The column each sortable field orders by; names sort without case. */
const orderColumns = {
  id: sql`c.id`,
  name: sql`lower(c.name)`,
  number: sql`c.number`,
  email: sql`c.email`,
  createdAt: sql`c.created_at`,
  updatedAt: sql`c.updated_at`,
} satisfies Record<(typeof sortableContactFields)[number], RawBuilder<unknown>>

/** `contactTag` as the inbox sends it: a JSON list of tag ids. */
export function parseTagIds(text: string | undefined, field = 'contactTag'): number[] {
  if (text === undefined || text.trim() === '') return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => Number.isSafeInteger(Number(id)) && Number(id) > 0)) {
    throw new AppError('ERR_VALIDATION', { fields: [{ field, message: 'must be a JSON list of tag ids' }] })
  }
  return [...new Set(parsed.map(Number))]
}

/** The contacts of the company that match the search and filters, as `c` (no columns chosen yet). */
function matchingContacts(em: Em, companyId: number, search: string | undefined, filters: ContactFilters) {
  let query = listQuery<SqlTables>(em).selectFrom('contacts as c').where('c.company_id', '=', companyId)
  if (search) {
    const pattern = likePattern(search)
    // '(11) 98765-4321' finds 5511987654321: numbers are stored as digits only.
    const digits = search.replace(/\D/g, '')
    query = query.where((c) =>
      c.or([
        c('c.name', 'ilike', pattern),
        c('c.email', 'ilike', pattern),
        c('c.number', 'ilike', pattern),
        ...(digits.length >= 3 && digits !== search ? [c('c.number', 'like', likePattern(digits))] : []),
      ]),
    )
  }
  if (filters.channel) query = query.where('c.channel', '=', filters.channel)
  if (filters.isGroup !== undefined) query = query.where('c.is_group', '=', filters.isGroup)
  if (filters.tagIds.length > 0) {
    query = query.where('c.id', 'in', (db) =>
      db
        .selectFrom('contact_tags')
        .select('contact_id')
        .where('company_id', '=', companyId)
        .where('tag_id', 'in', filters.tagIds)
        .groupBy('contact_id')
        .having(sql`count(*)`, '=', filters.tagIds.length),
    )
  }
  return query
}

/**
 * One page of a company's contacts, by name. Built with Kysely because the tag filter is a
 * grouped sub-query; the company condition is therefore written here, not left to the tenant filter.
 */
async function contactsPage(
  em: Em,
  companyId: number,
  page: Page,
  filters: ContactFilters,
): Promise<{ contacts: IContact[]; total: number }> {
  const matching = matchingContacts(em, companyId, page.search?.trim() || undefined, filters)
  const direction = page.orderBy?.direction ?? 'asc'
  const orderColumn = page.orderBy
    ? (orderColumns[page.orderBy.field as keyof typeof orderColumns] ?? orderColumns.id)
    : orderColumns.name
  const rows = await matching
    .select(['c.id', sql<string>`count(*) over ()`.as('total')])
    .orderBy(orderColumn, direction)
    .orderBy('c.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  // Past the end, the windowed count has no row to ride on.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset > 0
        ? Number((await matching.select(sql<string>`count(*)`.as('total')).executeTakeFirst())?.total ?? 0)
        : 0
  if (rows.length === 0) return { contacts: [], total }
  const ids = rows.map((row) => row.id)
  const byId = new Map((await em.find(Contact, { id: { $in: ids } })).map((contact) => [contact.id, contact]))
  return { contacts: ids.flatMap((id) => byId.get(id) ?? []), total }
}

/**
 * Kysely statements see the company's rows only inside a transaction of the company's
 * EntityManager (row-level security, docs/architecture.md "Tenancy"), so the queries run in one.
 */
export function listContacts(
  em: Em,
  companyId: number,
  page: Page,
  filters: ContactFilters,
): Promise<{ contacts: IContact[]; total: number }> {
  return em.transactional((tx) => contactsPage(tx, companyId, page, filters))
}

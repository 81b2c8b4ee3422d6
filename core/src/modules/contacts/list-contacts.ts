import type { Page } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { Contact, type IContact } from './entities.ts'

/** Filters of the contacts list besides the text search. */
export interface ContactFilters {
  /** The contact must carry every one of these tags. */
  tagIds: number[]
  channel?: string
  isGroup?: boolean
}

export const sortableContactFields = ['id', 'name', 'number', 'email', 'createdAt', 'updatedAt'] as const

const orderColumns: Record<string, string> = {
  id: 'c.id',
  name: 'lower(c.name)',
  number: 'c.number',
  email: 'c.email',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
}

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

/** An ILIKE pattern finding `text` anywhere, its wildcards taken literally. */

/**
 * One page of a company's contacts, by name. Raw SQL because the tag filter is a grouped
 * sub-query; the company condition is therefore written here, not left to the tenant filter.
 */
export async function listContacts(
  em: Em,
  companyId: number,
  page: Page,
  filters: ContactFilters,
): Promise<{ contacts: IContact[]; total: number }> {
  const conditions = ['c.company_id = ?']
  const params: unknown[] = [companyId]
  const search = page.search?.trim()
  if (search) {
    const alternatives = ['c.name ilike ?', 'c.email ilike ?', 'c.number ilike ?']
    params.push(likePattern(search), likePattern(search), likePattern(search))
    // '(11) 98765-4321' finds 5511987654321: numbers are stored as digits only.
    const digits = search.replace(/\D/g, '')
    if (digits.length >= 3 && digits !== search) {
      alternatives.push('c.number like ?')
      params.push(likePattern(digits))
    }
    conditions.push(`(${alternatives.join(' or ')})`)
  }
  if (filters.channel) {
    conditions.push('c.channel = ?')
    params.push(filters.channel)
  }
  if (filters.isGroup !== undefined) {
    conditions.push('c.is_group = ?')
    params.push(filters.isGroup)
  }
  if (filters.tagIds.length > 0) {
    conditions.push(
      `c.id in (select contact_id from contact_tags where company_id = ? and tag_id in (${filters.tagIds
        .map(() => '?')
        .join(', ')}) group by contact_id having count(*) = ?)`,
    )
    params.push(companyId, ...filters.tagIds, filters.tagIds.length)
  }
  const order = page.orderBy
    ? `${orderColumns[page.orderBy.field] ?? 'c.id'} ${page.orderBy.direction}, c.id ${page.orderBy.direction}`
    : 'lower(c.name) asc, c.id asc'
  const rows = await em.execute<{ id: number; total: string }[]>(
    `select c.id, count(*) over () as total from contacts c where ${conditions.join(' and ')} order by ${order} limit ? offset ?`,
    [...params, page.limit, page.offset],
  )
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.offset > 0
        ? await countContacts(em, conditions, params)
        : 0
  if (rows.length === 0) return { contacts: [], total }
  const ids = rows.map((row) => row.id)
  const byId = new Map((await em.find(Contact, { id: { $in: ids } })).map((contact) => [contact.id, contact]))
  return { contacts: ids.flatMap((id) => byId.get(id) ?? []), total }
}

/** The total when the page asked for lies past the end (the windowed count then has no row to ride on). */
async function countContacts(em: Em, conditions: string[], params: unknown[]): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(
    `select count(*) as total from contacts c where ${conditions.join(' and ')}`,
    params,
  )
  return Number(row?.total ?? 0)
}

/**
 * Small pieces of hand-written SQL that many queries share.
 *
 * @example
 * em.execute(`select id from tickets where company_id = ? and id in (${sqlPlaceholders(ids)})`, [companyId, ...ids])
 */

/** One `?` per value, comma-separated, for an `in (...)` list. */
export const sqlPlaceholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ')

/**
 * Integer ids as one array parameter (`?::bigint[]`, `?::int[]`), e.g. `where id = any(?::bigint[])`.
 * An array the planner sees is sized exactly, where `in (select ... jsonb_array_elements(?))`
 * is guessed at 100 rows and makes hash joins over whole tables look cheap.
 */
export function sqlIdArray(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`)
  return `{${ids.join(',')}}`
}

/** Texts as one array parameter (`?::text[]`), each quoted as PostgreSQL's array syntax needs. */
export const sqlTextArray = (texts: readonly string[]): string =>
  `{${texts.map((text) => `"${text.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`

/**
 * `statement` with a common table expression `name` before it: one more `with` entry when it has
 * a `with` already, else a new one. Data-modifying expressions must be at the top level: this is
 * how a write joins another statement's round trip. The expression's parameters come first.
 */
export function withCte(name: string, cte: string, statement: string): string {
  const opening = /^\s*with\s+(recursive\s+)?/i.exec(statement)
  if (!opening) return `with ${name} as (${cte}) ${statement}`
  if (opening[1]) throw new Error('withCte cannot join a recursive with')
  return `with ${name} as (${cte}), ${statement.slice(opening[0].length)}`
}

/** `%text%` for LIKE/ILIKE, with the text's own wildcards (`%`, `_`, `\`) taken literally. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`

/** The text with LIKE's wildcards escaped, for patterns built around it (`${escapeLike(x)}%`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&')

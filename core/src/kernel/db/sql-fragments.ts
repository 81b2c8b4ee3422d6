/**
 * Small pieces of hand-written SQL that many queries share.
 *
 * @example
 * em.execute(`select id from tickets where company_id = ? and id in (${sqlPlaceholders(ids)})`, [companyId, ...ids])
 */

/** One `?` per value, comma-separated, for an `in (...)` list. */
export const sqlPlaceholders = (values: readonly unknown[]): string => values.map(() => '?').join(', ')

/** `%text%` for LIKE/ILIKE, with the text's own wildcards (`%`, `_`, `\`) taken literally. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`

/** The text with LIKE's wildcards escaped, for patterns built around it (`${escapeLike(x)}%`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&')

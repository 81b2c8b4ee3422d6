import { type TNumberOptions, Type } from 'typebox'

/** The largest id a row can have: PostgreSQL's `integer`. A larger one can name no row. */
export const maxId = 2147483647

/**
 * The schema of an id a request carries (path, query or body): a positive PostgreSQL integer, so
 * `/tickets/99999999999999999999` is a 400 naming the field, never a database error.
 *
 * @example
 * params: Type.Object({ id: idSchema() })
 * body: Type.Object({ queueId: Type.Optional(idSchema({ description: 'the queue' })) })
 */
export function idSchema(options: TNumberOptions = {}) {
  return Type.Integer({ minimum: 1, maximum: maxId, ...options })
}

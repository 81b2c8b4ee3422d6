import type { FastifyTypeProvider } from 'fastify'
import { type Static, type StaticDecode, type TSchema, Type } from 'typebox'
import { maxId } from './ids.ts'

/**
 * A query value its schema accepted as text but that does not decode (`tags=[1,"x"]`); the
 * validator answers it as a 400 naming `field`, like any other validation problem.
 *
 * @example
 * throw new QueryValueError('tags', 'must list ids')
 */
export class QueryValueError extends Error {
  readonly field: string

  constructor(field: string, message: string) {
    super(message)
    this.field = field
    this.name = 'QueryValueError'
  }
}

/**
 * Ids written as JSON (`[1,2]`, the inbox's way) or a single id (`5`), or given as an array
 * (react-admin's filter); undefined when empty. Throws `QueryValueError` naming `field`.
 *
 * @example
 * idsOf('tags', '[3,4]') // [3, 4]
 */
export function idsOf(field: string, value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined
  let list = value
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value)
    } catch {
      throw new QueryValueError(field, 'must be a JSON list')
    }
  }
  const items = Array.isArray(list) ? list : [list]
  if (items.length > 1000) throw new QueryValueError(field, 'has too many ids')
  return items.map((item) => {
    const id = typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1 || id > maxId) {
      throw new QueryValueError(field, 'must list ids')
    }
    return id
  })
}

/**
 * An optional query parameter holding a JSON list of ids (`?queueIds=[1,2]`), decoded by the
 * route's schema: the handler reads `number[] | undefined`, and a bad list answers 400 naming the
 * field. Needs the kernel's decoding validator and, in the route plugin,
 * `fastify.withTypeProvider<TypeBoxDecodeProvider>()` for the decoded type.
 *
 * @example
 * const OrdersQuery = Type.Object({ storeIds: idListQuery('storeIds', 'store') })
 * fastify.get('/orders', { schema: { querystring: OrdersQuery } }, async (request) => request.query.storeIds) // number[] | undefined
 */
export function idListQuery(field: string, what: string) {
  return Type.Optional(
    Type.Codec(Type.String({ maxLength: 2000, description: `JSON list of ${what} ids, e.g. [1,2]` }))
      .Decode((text) => idsOf(field, text))
      .Encode((ids) => (ids ? JSON.stringify(ids) : '')),
  )
}

/**
 * An optional query parameter holding one value or a JSON list of values (`?status=open` or
 * `?status=["open","pending"]`), decoded to the list of the allowed ones (others are dropped, as
 * filters of an unknown value select nothing).
 *
 * @example
 * const Query = Type.Object({ status: oneOrListQuery('status', ['open', 'closed'] as const) })
 * // ?status=["open","nps"] → ['open']
 */
export function oneOrListQuery<Value extends string>(
  field: string,
  allowed: readonly Value[],
  description = `one of ${allowed.join(', ')}, or a JSON list of them`,
) {
  return Type.Optional(
    Type.Codec(Type.String({ maxLength: 200, description }))
      .Decode((text): Value[] | undefined => {
        if (text === '') return undefined
        let list: unknown = text
        if (text.trimStart().startsWith('[')) {
          try {
            list = JSON.parse(text)
          } catch {
            throw new QueryValueError(field, 'must be a JSON list')
          }
        }
        const items = Array.isArray(list) ? list : [list]
        return items.filter((item): item is Value => allowed.includes(item as Value))
      })
      .Encode((values) => JSON.stringify(values ?? [])),
  )
}

/**
 * The route types of the kernel's decoding validator: handlers see decoded values (a codec's
 * output, e.g. `idListQuery`'s ids), replies are typed as sent.
 *
 * @example
 * export const orderRoutes: FastifyPluginAsyncTypebox = async (instance) => {
 *   const fastify = instance.withTypeProvider<TypeBoxDecodeProvider>()
 * }
 */
export interface TypeBoxDecodeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? StaticDecode<this['schema']> : unknown
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown
}

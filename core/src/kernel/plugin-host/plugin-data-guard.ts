import type { Em } from '@atendo/plugin-api'
import { EntityManager, EntitySchema, Utils } from '@mikro-orm/core'
import { joinedTransaction } from '../db/joined-transaction.ts'
import { PluginDataRefused } from './plugin-data-refused.ts'
import type { PluginDataScope } from './plugin-data-scope.ts'
import { tablesInSql } from './sql-tables.ts'

/** EntityManager methods whose first argument names the entity they work on (a class, schema or name, or an entity). */
const entityMethods = new Set([
  'find',
  'findOne',
  'findOneOrFail',
  'findAll',
  'findAndCount',
  'findByCursor',
  'count',
  'create',
  'insert',
  'insertMany',
  'nativeUpdate',
  'nativeDelete',
  'upsert',
  'upsertMany',
  'getReference',
  'getRepository',
  'createQueryBuilder',
  'qb',
  'merge',
  'stream',
  'persist',
  'remove',
  'refresh',
  'refreshOrFail',
  'lock',
  'populate',
  'assign',
  'map',
])

/**
 * Ways around the guard: the raw driver and client, Kysely over every table, and the tenant
 * filter's parameters (which company an EntityManager sees is the host's to say).
 */
const refusedMethods = new Set(['getDriver', 'getKysely', 'setFilterParams', 'addFilter'])

/** Raw connection members that would hand out the client itself. */
const refusedConnectionMembers = new Set(['getClient', 'getKysely', 'getKnex', 'getPlatform'])

function entityNameOf(target: unknown): string | undefined {
  if (typeof target === 'string') return target
  if (target instanceof EntitySchema) return target.meta.className
  if (typeof target === 'function') return Utils.className(target as never)
  if (target && typeof target === 'object') {
    const meta = (target as { __meta?: { className?: string } }).__meta
    if (meta?.className) return meta.className
  }
  return undefined
}

function namedEntities(first: unknown): string[] {
  const items = Array.isArray(first) ? first : [first]
  return items.map(entityNameOf).filter((name): name is string => name !== undefined)
}

function sqlText(query: unknown): string | undefined {
  if (typeof query === 'string') return query
  const sql = (query as { sql?: unknown } | null)?.sql
  return typeof sql === 'string' ? sql : undefined
}

/** Checks a raw statement against the plugin's tables; throws PluginDataRefused naming what is not its own. */
async function checkSql(scope: PluginDataScope, query: unknown): Promise<void> {
  const sql = sqlText(query)
  if (sql === undefined) throw new PluginDataRefused(scope.pluginId, 'ran a query that is not SQL text')
  const reading = await tablesInSql(sql)
  if (reading.refusal) throw new PluginDataRefused(scope.pluginId, `ran SQL that ${reading.refusal}`)
  const foreign = [...reading.tables].filter((table) => !scope.tables.has(table))
  if (foreign.length > 0) {
    throw new PluginDataRefused(
      scope.pluginId,
      `ran SQL naming ${foreign.map((table) => `"${table}"`).join(', ')}, not among its tables (${[...scope.tables].join(', ') || 'none'})`,
    )
  }
}

function guardConnection<Connection extends object>(
  scope: PluginDataScope,
  connection: Connection,
): Connection {
  return new Proxy(connection, {
    get(target, property) {
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      if (typeof property === 'string' && refusedConnectionMembers.has(property)) {
        return () => {
          throw new PluginDataRefused(scope.pluginId, `asked for the database client (${property})`)
        }
      }
      if (property === 'execute') {
        return async (query: unknown, ...rest: unknown[]) => {
          await checkSql(scope, query)
          return value.call(target, query, ...rest)
        }
      }
      return value.bind(target)
    },
  })
}

const guardedTarget = Symbol('the EntityManager a plugin guard wraps')

/**
 * The host's own EntityManager behind a plugin's guarded one (the same transaction), for core's
 * services that write core's tables on a plugin's behalf, such as the job outbox of `enqueueIn`.
 * Any other EntityManager is answered as it is.
 *
 * @example
 * await insertOutboxRow(hostEm(em), run) // em may be a plugin's transaction
 */
export function hostEm(em: Em): Em {
  return ((em as unknown as Record<symbol, Em | undefined>)[guardedTarget] ?? em) as Em
}

/**
 * The EntityManager a plugin gets (`db.forCompany`, `db.platform`, `request.em` in its routes):
 * the host's own, limited to what the plugin declared. Entity methods refuse entities the plugin
 * did not register; raw SQL (`execute`, `getConnection().execute`) is parsed with PostgreSQL's
 * parser and refused when it names a table outside the plugin's entities and migrations, or is
 * not plain DML; forks and transactions stay guarded, and core's services called inside a
 * transaction (`em.transactional`) join it (`joinedTransaction`).
 *
 * @example
 * const em = guardPluginEm(companyEm(orm, 7), scope)
 * await em.find(Help, {})          // fine: the plugin's entity
 * await em.find(Ticket, {})        // throws PluginDataRefused
 * await em.execute('select * from tickets') // rejects with PluginDataRefused
 */
export function guardPluginEm(em: Em, scope: PluginDataScope): Em {
  const wrapResult = (result: unknown): unknown =>
    result instanceof EntityManager ? guardPluginEm(result as Em, scope) : result
  return new Proxy(em, {
    get(target, property) {
      if (property === guardedTarget) return target
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function' || typeof property !== 'string') return value
      if (refusedMethods.has(property)) {
        return () => {
          throw new PluginDataRefused(scope.pluginId, `called em.${property}(), which plugins may not use`)
        }
      }
      if (property === 'execute') {
        return async (query: unknown, ...rest: unknown[]) => {
          await checkSql(scope, query)
          return value.call(target, query, ...rest)
        }
      }
      if (property === 'getConnection') {
        return (...args: unknown[]) => guardConnection(scope, value.apply(target, args))
      }
      if (property === 'transactional') {
        // Core's services the work calls (tickets.handOver...) join the transaction: their writes
        // commit or roll back with the plugin's, and on the embedded database (one session) they
        // do not wait for a second connection while this transaction holds the session.
        return (work: (tx: Em) => unknown, ...rest: unknown[]) =>
          value.call(
            target,
            (tx: Em) => joinedTransaction(tx, async () => work(guardPluginEm(tx, scope))),
            ...rest,
          )
      }
      if (entityMethods.has(property)) {
        return (...args: unknown[]) => {
          for (const name of namedEntities(args[0])) {
            if (!scope.entityNames.has(name)) {
              throw new PluginDataRefused(
                scope.pluginId,
                `used em.${property}() on the entity "${name}", which it does not register`,
              )
            }
          }
          return wrapResult(value.apply(target, args))
        }
      }
      return (...args: unknown[]) => wrapResult(value.apply(target, args))
    },
  })
}

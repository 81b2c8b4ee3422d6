import { AsyncLocalStorage } from 'node:async_hooks'
import type { Em } from '@atendo/plugin-api'
import type { Configuration, Dictionary } from '@mikro-orm/core'
import { PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type PostgresDialect,
  type TransactionSettings,
} from 'kysely'

/** A transaction being opened with session variables: the statement that sets them, and whether `begin` ran it. */
interface Opening {
  setVariables: string
  applied: boolean
}

const opening = new AsyncLocalStorage<Opening>()

/** The options MikroORM's `begin` takes, as far as this file reads them. */
interface BeginOptions {
  ctx?: unknown
  isolationLevel?: unknown
  sessionContext?: { variables?: Dictionary<unknown>; role?: string }
}

/** A string as a SQL literal (standard_conforming_strings is on since PostgreSQL 9.1). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

/**
 * The statement that sets the transaction's session variables, as MikroORM's own would
 * (`set_config(name, value, true)`), with its values inlined: it is sent together with `begin`,
 * and a query of two statements has no parameters. Null when the context is not just variables.
 */
function setVariablesSql(context: BeginOptions['sessionContext']): string | null {
  const variables = Object.entries(context?.variables ?? {})
  if (variables.length === 0 || context?.role) return null
  const calls = variables.map(([name, value]) => {
    const text = value instanceof Date ? value.toISOString() : String(value)
    return `set_config(${literal(name)}, ${literal(text)}, true)`
  })
  return `select ${calls.join(', ')}`
}

/**
 * A pg connection whose transactions open in one round trip: `begin` and the statement setting
 * the session variables (the company row-level security shows, the app role) go as one query of
 * two statements, where MikroORM sends them one after the other. Every transaction, and every
 * statement outside one (MikroORM wraps it in a short transaction), paid that round trip; on a
 * machine where a round trip is dear it was one of the inbound pipeline's ~25 per message
 * (docs/benchmarks.md). A savepoint, an isolation level or a role goes MikroORM's own way.
 */
class OneTripBeginConnection extends PostgreSqlConnection {
  override createKyselyDialect(overrides: Dictionary): PostgresDialect {
    const dialect = super.createKyselyDialect(overrides)
    const createDriver = dialect.createDriver.bind(dialect)
    dialect.createDriver = (): Driver => {
      const driver = createDriver()
      const begin = driver.beginTransaction.bind(driver)
      driver.beginTransaction = async (connection: DatabaseConnection, settings: TransactionSettings) => {
        const open = opening.getStore()
        if (!open || open.applied || settings.isolationLevel || settings.accessMode) {
          return begin(connection, settings)
        }
        await connection.executeQuery(CompiledQuery.raw(`begin; ${open.setVariables}`))
        open.applied = true
      }
      return driver
    }
    return dialect
  }

  /**
   * One statement outside a transaction, with the session variables it would have opened a short
   * transaction for, in one round trip: `select set_config(...); <statement>` as one query, which
   * PostgreSQL (and PGlite) runs as one implicit transaction, so the settings end with it and a
   * failure rolls both back. The parameters are inlined as MikroORM inlines every query's.
   */
  async executeWithVariables<Row>(
    setVariables: string,
    sql: string,
    params: readonly unknown[],
  ): Promise<Row[]> {
    await this.ensureConnection()
    const statement = this.platform.formatQuery(sql, [...params])
    const text = `${setVariables}; ${statement}`
    return this.executeQuery(
      text,
      async () => {
        const pool = (await this.getNativeClient()) as { query(text: string): Promise<unknown> }
        try {
          const results = (await pool.query(text)) as { rows: Row[] }[]
          return results[results.length - 1]?.rows ?? []
        } catch (error) {
          throw this.platform.getExceptionConverter().convertException(error as Error)
        }
      },
      { query: sql, params: [...params] },
    )
  }

  /**
   * A query compiled by the caller (prepared-statements.ts) on a transaction's Kysely context,
   * logged under `sql` and its errors converted as MikroORM does for its own statements.
   */
  async executeCompiledIn<Row>(
    context: TransactionContext,
    query: CompiledQuery,
    sql: string,
    params: unknown[],
  ): Promise<Row[]> {
    return this.executeQuery(
      sql,
      async () => {
        try {
          return (await context.executeQuery(query)).rows as Row[]
        } catch (error) {
          throw this.platform.getExceptionConverter().convertException(error as Error)
        }
      },
      { query: sql, params },
    )
  }

  override async begin(options: BeginOptions = {}) {
    const setVariables =
      options.ctx || options.isolationLevel ? null : setVariablesSql(options.sessionContext)
    if (!setVariables) return super.begin(options as Parameters<PostgreSqlConnection['begin']>[0])
    return opening.run({ setVariables, applied: false }, () =>
      super.begin(options as Parameters<PostgreSqlConnection['begin']>[0]),
    )
  }
}

// MikroORM applies the session context after `begin` in a private method: skipped when `begin`
// already set the variables.
const prototype = OneTripBeginConnection.prototype as unknown as {
  applySessionContext(this: PostgreSqlConnection, ...args: unknown[]): Promise<void>
}
const applySessionContext = prototype.applySessionContext
prototype.applySessionContext = async function (this: PostgreSqlConnection, ...args: unknown[]) {
  if (opening.getStore()?.applied) return
  return applySessionContext.apply(this, args)
}

/**
 * `em.execute(sql, params)` in one round trip where MikroORM would take three: outside a
 * transaction, an EntityManager with session variables (every one of ours: the app role, the
 * company or the platform work) wraps each statement in `begin` (with the variables), the
 * statement and `commit`. A single statement is atomic by itself, so here it goes together with
 * the variables as one implicit transaction instead. Inside a transaction it is `em.execute`.
 *
 * @example
 * const [claimed] = await executeInOneTrip(platformEm(orm, 'jobs'), 'update job_outbox set ... returning id', [id])
 */
export async function executeInOneTrip<Row>(em: Em, sql: string, params: unknown[] = []): Promise<Row[]> {
  const connection = em.getConnection('write')
  const setVariables = setVariablesSql(em.getTransactionSessionContext())
  if (em.isInTransaction() || !setVariables || !(connection instanceof OneTripBeginConnection)) {
    return em.execute<Row[]>(sql, params)
  }
  return connection.executeWithVariables<Row>(setVariables, sql, params)
}

/** The Kysely transaction MikroORM runs a transaction's statements on. */
export interface TransactionContext {
  executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>
}

/** The connection of `em` when it is ours (every ORM createOrm opens), else undefined. */
export function compiledQueryRunner(em: Em): Pick<OneTripBeginConnection, 'executeCompiledIn'> | undefined {
  const connection = em.getConnection('write')
  return connection instanceof OneTripBeginConnection ? connection : undefined
}

/** MikroORM's PostgreSQL driver on a OneTripBeginConnection. */
export class OneTripBeginDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config)
    // `connection` is read-only to users of the driver, not to the driver that makes it.
    Reflect.set(this, 'connection', new OneTripBeginConnection(this.config))
  }
}

import type { Em } from '@atendo/plugin-api'
import type { AnyEntity, EntitySchema, MigrationObject } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { MikroORM } from '@mikro-orm/postgresql'
import { CompiledQuery } from 'kysely'
import { appRole } from './app-role.ts'
import { OneTripBeginDriver } from './one-trip-begin.ts'
import type { PlatformWork } from './platform-work.ts'
import { companySetting, platformSetting } from './row-level-security.ts'
import { isTenantOwned, TENANT_FILTER, type TenantFilterParams, tenantFilter } from './tenant-filter.ts'
import { TenantWriteGuard } from './tenant-write-guard.ts'

export type Orm = MikroORM

export type { Em, PlatformWork }

export interface OrmOptions {
  url: string
  poolSize: number
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape are registered here
  entities: EntitySchema<any, any>[]
  migrations: MigrationObject[]
  debug?: boolean
}

// Short OLTP queries whose row estimates are rough (prefix full-text searches) made PostgreSQL
// spend ~100 ms compiling them with JIT, more than running them; the server default stays for
// anything else connecting to the database.
export const driverOptions = { options: '-c jit=off' }

/** The table MikroORM records applied migrations in (one row per migration, by name). */
export const migrationsTable = 'atendo_migrations'

/** How MikroORM runs our migrations: all pending ones in one transaction, tracked in `migrationsTable`. */
export function migrationSettings(migrationsList: MigrationObject[]) {
  return {
    migrationsList,
    tableName: migrationsTable,
    transactional: true,
    allOrNothing: true,
    emit: 'ts' as const,
    silent: true,
    snapshot: false,
  }
}

/**
 * Opens the database with every entity of core and the loaded plugins, the tenant filter (reads)
 * and the tenant write guard (rows a flush writes).
 */
export async function createOrm(options: OrmOptions): Promise<Orm> {
  const tenantEntities = options.entities.filter((schema) => isTenantOwned(schema.meta))
  const orm = await MikroORM.init({
    clientUrl: options.url,
    // Transactions open in one round trip, `begin` and their session variables together.
    driver: OneTripBeginDriver,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize },
    filters: { [TENANT_FILTER]: tenantFilter(tenantEntities) },
    subscribers: [new TenantWriteGuard()],
    migrations: migrationSettings(options.migrations),
    // The migrations have run (run-migrations.ts) before this pool opens, as the tables' owner.
    ensureDatabase: false,
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    driverOptions,
    onCreateConnection: workAsAppRole,
  })
  // Every EntityManager is forked from this one and inherits its session context, so each of its
  // transactions (and each statement outside one, which MikroORM wraps in a short transaction)
  // switches to the app role: PostgreSQL's row-level security binds it, whoever the login user is.
  orm.config.set('allowGlobalContext', true)
  try {
    orm.em.setSessionContext({ variables: { role: appRole } })
  } finally {
    orm.config.set('allowGlobalContext', false)
  }
  return orm
}

/**
 * Each pooled connection of a PostgreSQL server starts as the app role, so SQL that bypasses an
 * EntityManager's session context (a bare `getConnection().execute`, Kysely outside a transaction)
 * is bound too and sees no company's rows. Not on PGlite: there every connection shares one
 * session, the test's own clients and the migrations included; its transactions switch role
 * through the session context above instead.
 */
async function workAsAppRole(connection: unknown): Promise<void> {
  await (connection as { executeQuery(query: CompiledQuery): Promise<unknown> }).executeQuery(
    CompiledQuery.raw(`select set_config('role', '${appRole}', false) where version() not like '%PGlite%'`),
  )
}

/** The session variables of work for one company: PostgreSQL's policies show it that company's rows. */
function companySession(companyId: number): Record<string, string> {
  if (!Number.isSafeInteger(companyId)) throw new Error(`not a company id: ${String(companyId)}`)
  return { [companySetting]: String(companyId), [platformSetting]: '' }
}

/**
 * A fresh EntityManager for one company: the tenant filter scopes its ORM queries, and each
 * transaction it opens (explicit, a flush, or the short one MikroORM wraps around a statement
 * outside a transaction) sets `atendo.company_id`, so PostgreSQL's row-level security shows its
 * raw SQL and query builders that company's rows only.
 *
 * @example
 * const em = companyEm(orm, caller.companyId)
 * await em.execute('select id from tickets where status = ?', ['open']) // this company's only
 */
export function companyEm(orm: Orm, companyId: number): Em {
  const em = orm.em.fork()
  em.setFilterParams(TENANT_FILTER, { companyId } satisfies TenantFilterParams)
  em.setSessionContext({ variables: companySession(companyId) })
  return em
}

/**
 * A fresh EntityManager that sees every company, for work that is platform-wide by nature and says
 * which (`PlatformWork`). Each of its transactions sets `atendo.platform` to that name.
 *
 * @example
 * const stalled = await platformEm(orm, 'sweep').execute('select id, company_id from tickets where ...')
 */
export function platformEm(orm: Orm, work: PlatformWork): Em {
  const em = orm.em.fork()
  em.setFilterParams(TENANT_FILTER, { allCompanies: true } satisfies TenantFilterParams)
  em.setSessionContext({ variables: { [platformSetting]: work } })
  return em
}

/**
 * Narrows platform work to one company once it has learnt which (an inbound event after its
 * connection is read). Inside a transaction the settings change for the rest of it; outside, for
 * the transactions the EntityManager opens from now on. The tenant filter and write guard follow.
 *
 * @example
 * await platformEm(orm, 'inbound').transactional(async (tx) => {
 *   const [event] = await tx.execute('select company_id from inbound_events where id = ? for update', [id])
 *   await enterCompany(tx, event.company_id)
 * })
 */
export async function enterCompany(em: Em, companyId: number): Promise<void> {
  const variables = companySession(companyId)
  if (em.isInTransaction()) {
    const names = Object.keys(variables)
    await em.execute(
      `select ${names.map(() => 'set_config(?, ?, true)').join(', ')}`,
      names.flatMap((name) => [name, variables[name]]),
    )
  } else {
    em.setSessionContext({ variables })
  }
  enteredCompany(em, companyId)
}

/**
 * Select-list items by which a statement of platform work enters the company the row it reads
 * names (`companyIdSql`, e.g. `e.company_id`): the settings `enterCompany` sets, without a round
 * trip of their own. They apply to the statements after this one, inside its transaction. Then
 * call `enteredCompany` for the tenant filter and write guard.
 *
 * @example
 * const [event] = await tx.execute(`select ${enterCompanyColumns('e.company_id')}, e.* from inbound_events e where e.id = ?`, [id])
 * enteredCompany(tx, event.company_id)
 */
export function enterCompanyColumns(companyIdSql: string): string {
  return `set_config('${companySetting}', (${companyIdSql})::text, true) as entered_company,
          set_config('${platformSetting}', '', true) as left_platform`
}

/** The tenant filter and write guard follow a company the transaction entered (enterCompanyColumns). */
export function enteredCompany(em: Em, companyId: number): void {
  em.setFilterParams(TENANT_FILTER, { companyId } satisfies TenantFilterParams)
}

export type { AnyEntity }

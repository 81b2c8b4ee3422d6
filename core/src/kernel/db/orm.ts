import type { Em } from '@atendo/plugin-api'
import type { AnyEntity, EntitySchema, MigrationObject } from '@mikro-orm/core'
import { Migrator } from '@mikro-orm/migrations'
import { MikroORM } from '@mikro-orm/postgresql'
import { isTenantOwned, TENANT_FILTER, type TenantFilterParams, tenantFilter } from './tenant-filter.ts'
import { TenantWriteGuard } from './tenant-write-guard.ts'

export type Orm = MikroORM

export type { Em }

export interface OrmOptions {
  url: string
  poolSize: number
  // biome-ignore lint/suspicious/noExplicitAny: entity schemas of any shape are registered here
  entities: EntitySchema<any, any>[]
  migrations: MigrationObject[]
  debug?: boolean
}

/**
 * Opens the database with every entity of core and the loaded plugins, the tenant filter (reads)
 * and the tenant write guard (rows a flush writes).
 */
export async function createOrm(options: OrmOptions): Promise<Orm> {
  const tenantEntities = options.entities.filter((schema) => isTenantOwned(schema.meta))
  return MikroORM.init({
    clientUrl: options.url,
    entities: options.entities,
    extensions: [Migrator],
    pool: { min: 0, max: options.poolSize },
    filters: { [TENANT_FILTER]: tenantFilter(tenantEntities) },
    subscribers: [new TenantWriteGuard()],
    migrations: {
      migrationsList: options.migrations,
      tableName: 'atendo_migrations',
      transactional: true,
      allOrNothing: true,
      emit: 'ts',
      silent: true,
      snapshot: false,
    },
    debug: options.debug ?? false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
    // Short OLTP queries whose row estimates are rough (prefix full-text searches) made PostgreSQL
    // spend ~100 ms compiling them with JIT, more than running them; the server default stays for
    // anything else connecting to the database.
    driverOptions: { options: '-c jit=off' },
  })
}

/** A fresh EntityManager whose tenant-owned queries are scoped to one company. */
export function companyEm(orm: Orm, companyId: number): Em {
  const em = orm.em.fork()
  em.setFilterParams(TENANT_FILTER, { companyId } satisfies TenantFilterParams)
  return em
}

/**
 * A fresh EntityManager that sees every company. Only for kernel work that is cross-tenant by
 * nature (login, signup, super-admin screens, background jobs that then scope themselves).
 */
export function platformEm(orm: Orm): Em {
  const em = orm.em.fork()
  em.setFilterParams(TENANT_FILTER, { allCompanies: true } satisfies TenantFilterParams)
  return em
}

export type { AnyEntity }

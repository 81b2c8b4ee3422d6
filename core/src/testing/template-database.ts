import { createHash } from 'node:crypto'
import pg from 'pg'
import { appRoleGrantsSql } from '../kernel/db/app-role.ts'
import {
  applyRowLevelSecurity,
  tenantPolicy,
  tenantPolicyCondition,
} from '../kernel/db/row-level-security.ts'
import { runMigrations } from '../kernel/db/run-migrations.ts'
import { searchFunctions } from '../kernel/db/search-leakproof.ts'
import { coreMigrations } from '../modules/core-migrations.ts'

/**
 * A database with every core migration applied, that test databases are cloned from
 * (`create database ... template ...`): cloning takes a few tens of milliseconds where running
 * every migration took seconds, and each test app still gets a database of its own.
 *
 * The name carries a hash of the migrations' source, so a changed or added migration builds a new
 * template, and two checkouts with different migrations on one server never share one.
 */
export function templateDatabaseName(): string {
  const source = createHash('sha256')
  for (const migration of coreMigrations) {
    source.update(migration.name)
    source.update(String(migration.class))
  }
  // What runs after the migrations is part of the template too (policies, search functions).
  source.update(
    String(applyRowLevelSecurity) +
      tenantPolicy +
      tenantPolicyCondition +
      searchFunctions.join() +
      appRoleGrantsSql('public').join(),
  )
  return `atendo_template_${source.digest('hex').slice(0, 16)}`
}

/** Advisory lock key of template builds: one build at a time across every test worker. */
const buildLock = 7262001

/**
 * Builds the template database on the server unless it exists. Workers of one run (and runs of
 * other checkouts) wait on an advisory lock instead of building it twice; the template appears
 * under its final name only once complete (built under another name, then renamed).
 */
export async function ensureTemplateDatabase(serverUrl: string): Promise<string> {
  const name = templateDatabaseName()
  const server = new pg.Client({ connectionString: serverUrl })
  await server.connect()
  try {
    await server.query('select pg_advisory_lock($1)', [buildLock])
    const existing = await server.query('select 1 from pg_database where datname = $1', [name])
    if (existing.rowCount === 0) {
      const building = `${name}_building`
      await server.query(`drop database if exists "${building}" with (force)`)
      await server.query(`create database "${building}"`)
      await migrate(withDatabase(serverUrl, building))
      await server.query(`alter database "${building}" rename to "${name}"`)
    }
    return name
  } finally {
    await server.query('select pg_advisory_unlock($1)', [buildLock]).catch(() => undefined)
    await server.end()
  }
}

async function migrate(url: string): Promise<void> {
  await runMigrations({ url, migrations: coreMigrations })
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

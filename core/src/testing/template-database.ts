import { createHash } from 'node:crypto'
import type { MigrationObject } from '@mikro-orm/core'
import pg from 'pg'
import { hashPassword } from '../kernel/auth/passwords.ts'
import { appRoleGrantsSql } from '../kernel/db/app-role.ts'
import { createOrm, platformEm } from '../kernel/db/orm.ts'
import {
  applyRowLevelSecurity,
  tenantPolicy,
  tenantPolicyCondition,
} from '../kernel/db/row-level-security.ts'
import { runMigrations } from '../kernel/db/run-migrations.ts'
import { searchFunctions } from '../kernel/db/search-leakproof.ts'
import { coreEntities } from '../modules/core-entities.ts'
import { coreMigrations } from '../modules/core-migrations.ts'
import { seedFirstStart } from '../modules/first-start.ts'
import { globalSettingDefaults } from '../modules/settings/index.ts'

/**
 * What a template database holds: these migrations applied (core's first, then the plugins' of
 * one test app) and, when an admin is given, the first-start seed with that super admin (its
 * Argon2 hash is the slow part of a boot). By default core's migrations alone.
 */
export interface TemplateContent {
  migrations: MigrationObject[]
  seed?: { email: string; password: string }
}

const coreOnly: TemplateContent = { migrations: coreMigrations }

/**
 * A database with the template's migrations applied (and its seed), that test databases are
 * cloned from (`create database ... template ...`): cloning takes a few tens of milliseconds where
 * running every migration and hashing the admin's password took most of a boot, and each test app
 * still gets a database of its own.
 *
 * The name carries a digest of what builds it (the migrations' source, what runs after them, the
 * seed), so a changed or added migration builds a new template, and two checkouts with different
 * migrations on one server never share one.
 */
export function templateDatabaseName(content: TemplateContent = coreOnly): string {
  const source = createHash('sha256')
  for (const migration of content.migrations) {
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
  if (content.seed) {
    source.update(String(seedFirstStart) + String(hashPassword) + JSON.stringify(globalSettingDefaults))
    source.update(JSON.stringify(content.seed))
  }
  return `atendo_template_${source.digest('hex').slice(0, 16)}`
}

/** Advisory lock key of one template's build, from its name: each template is built once. */
function buildLock(name: string): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString()
}

/**
 * Builds the template database on the server unless it exists. Workers of one run (and runs of
 * other checkouts) wait on an advisory lock of that template instead of building it twice; the
 * template appears under its final name only once complete (built under another name, then
 * renamed). A template with plugin migrations or a seed starts as a clone of core's.
 */
export async function ensureTemplateDatabase(
  serverUrl: string,
  content: TemplateContent = coreOnly,
): Promise<string> {
  const name = templateDatabaseName(content)
  const base = name === templateDatabaseName() ? undefined : await ensureTemplateDatabase(serverUrl)
  const server = new pg.Client({ connectionString: serverUrl })
  await server.connect()
  try {
    await server.query('select pg_advisory_lock($1)', [buildLock(name)])
    const existing = await server.query('select 1 from pg_database where datname = $1', [name])
    if (existing.rowCount === 0) {
      const building = `${name}_building`
      await server.query(`drop database if exists "${building}" with (force)`)
      await server.query(
        base ? `create database "${building}" template "${base}"` : `create database "${building}"`,
      )
      await build(withDatabase(serverUrl, building), content)
      await server.query(`alter database "${building}" rename to "${name}"`)
    }
    return name
  } finally {
    await server.query('select pg_advisory_unlock($1)', [buildLock(name)]).catch(() => undefined)
    await server.end()
  }
}

async function build(url: string, content: TemplateContent): Promise<void> {
  await runMigrations({ url, migrations: content.migrations })
  if (!content.seed) return
  const orm = await createOrm({ url, poolSize: 1, entities: coreEntities, migrations: content.migrations })
  try {
    await seedFirstStart(platformEm(orm, 'first-start'), content.seed, { info: () => undefined })
  } finally {
    await orm.close()
  }
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

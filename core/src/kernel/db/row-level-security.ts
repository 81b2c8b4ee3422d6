import { appRole, appRoleGrantsSql, ensureAppRoleSql } from './app-role.ts'

/** The per-transaction setting naming the company a statement works for (`set_config(..., true)`). */
export const companySetting = 'atendo.company_id'

/**
 * The per-transaction setting that opens every company's rows, to work that is platform-wide by
 * nature. Its value names the work (`PlatformWork`), so a statement in `pg_stat_activity` says why.
 */
export const platformSetting = 'atendo.platform'

/**
 * The policy's name carries its version: a changed expression gets a new name, and tables whose
 * policy has another name are brought up to date at the next migration run.
 */
export const tenantPolicy = 'atendo_tenant_v1'

/**
 * A row is visible and writable when it belongs to the transaction's company, or when the
 * transaction declared platform work. Unset settings read as NULL (never set in the session) or ''
 * (set earlier by a transaction that ended): both match nothing, so a forgotten company sees no
 * rows and writes none.
 */
export const tenantPolicyCondition = `company_id = nullif(current_setting('${companySetting}', true), '')::int
  or coalesce(current_setting('${platformSetting}', true), '') <> ''`

/** Runs one statement (`$1` placeholders) on the migrating connection and returns its rows. */
export type SqlRunner = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>

interface TenantTable {
  name: string
  rls: boolean
  forced: boolean
  current_policy: boolean
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * Puts every table of the current schema that has a `company_id` column under row-level security:
 * core's tables and those plugins create in their own migrations alike. Runs after all migrations,
 * as the migrating user (the tables' owner), and is idempotent: only tables without the current
 * policy are altered, so a normal start takes no table lock. `FORCE` binds the owner too; only
 * superusers and BYPASSRLS roles pass, which is why the app works as `atendo_app` (app-role.ts).
 * Returns the tables it changed.
 */
export async function applyRowLevelSecurity(run: SqlRunner): Promise<string[]> {
  await run(ensureAppRoleSql)
  const [schema] = await run<{ name: string }>('select current_schema() as name')
  if (!schema) throw new Error('no current schema to apply row-level security to')
  for (const grant of appRoleGrantsSql(schema.name)) await run(grant)
  const tables = await run<TenantTable>(
    `select c.relname as name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
            exists (select from pg_policy p where p.polrelid = c.oid and p.polname = $1) as current_policy
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
      where n.nspname = current_schema() and c.relkind in ('r', 'p')
      order by c.relname`,
    [tenantPolicy],
  )
  const changed: string[] = []
  for (const table of tables) {
    if (table.rls && table.forced && table.current_policy) continue
    const name = quoteIdentifier(table.name)
    const stale = await run<{ polname: string }>(
      `select polname from pg_policy where polrelid = $1::regclass and polname like 'atendo_tenant%'`,
      [name],
    )
    for (const policy of stale) await run(`drop policy ${quoteIdentifier(policy.polname)} on ${name}`)
    await run(
      `create policy ${tenantPolicy} on ${name} for all to public
         using (${tenantPolicyCondition}) with check (${tenantPolicyCondition})`,
    )
    await run(`alter table ${name} enable row level security`)
    await run(`alter table ${name} force row level security`)
    changed.push(table.name)
  }
  return changed
}

export { appRole }

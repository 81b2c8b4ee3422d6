import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely'
import type { Em } from './orm.ts'

/**
 * Kysely over the entity manager's connection (and its transaction, when inside one), typed by a
 * table map such as core's `SqlTables`. For list queries whose conditions depend on the request:
 * each filter is one `.where(...)`, values are always parameters, and the statement is what
 * PostgreSQL plans as before (the builder writes plain SQL, no ORM joins).
 *
 * @example
 * let query = listQuery<SqlTables>(em).selectFrom('contacts as c').select('c.id').where('c.company_id', '=', companyId)
 * if (channel) query = query.where('c.channel', '=', channel)
 * const rows = await query.orderBy('c.id').limit(20).execute()
 */
export function listQuery<Tables extends object>(em: Em): Kysely<Tables> {
  // MikroORM's signature maps an absent table map to its entities; ours is always given.
  return em.getKysely<Tables>() as unknown as Kysely<Tables>
}

/**
 * A condition written as SQL with `?` placeholders (as `em.execute` takes them) inside a Kysely
 * query, its values still parameters. For rules shared with hand-written statements, such as the
 * ticket visibility rule.
 *
 * @example
 * query.where(sqlCondition({ sql: 't.user_id = ? or t.is_group', params: [userId] }))
 */
export function sqlCondition(condition: { sql: string; params: readonly unknown[] }): RawBuilder<SqlBool> {
  const parts = condition.sql.split('?')
  if (parts.length !== condition.params.length + 1) {
    throw new Error(
      `The condition has ${parts.length - 1} placeholders for ${condition.params.length} values`,
    )
  }
  const strings = Object.assign([...parts], { raw: [...parts] }) as unknown as TemplateStringsArray
  return sql<SqlBool>(strings, ...condition.params)
}

import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from './entities.ts'

/**
 * The company's default connection, used when a ticket or message names none
 * (ERR_NO_DEF_WAPP_FOUND when the company has no connection). `em` must be scoped to the company.
 *
 * @example
 * const connection = await defaultConnectionOf(request.em)
 */
export async function defaultConnectionOf(em: Em): Promise<IConnection> {
  const connection = await em.findOne(Connection, { isDefault: true })
  if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND')
  return connection
}

/**
 * Clears the company's default flag so another connection can take it, inside the caller's
 * transaction; returns the ids that lost it. The partial unique index `connections_one_default` keeps it to one per company
 * even when two admins change the default at once (the second gets a conflict).
 */
export async function clearDefaultConnection(
  tx: Em,
  companyId: number,
  exceptId?: number,
): Promise<number[]> {
  const rows = await tx.execute<{ id: number }[]>(
    'update connections set is_default = false, updated_at = now() where company_id = ? and is_default and id <> ? returning id',
    [companyId, exceptId ?? 0],
  )
  return rows.map((row) => row.id)
}

/** After the default connection is deleted, the oldest remaining one becomes the default. */
export async function promoteOldestConnection(tx: Em, companyId: number): Promise<number | undefined> {
  const [row] = await tx.execute<{ id: number }[]>(
    `update connections set is_default = true, updated_at = now()
      where id = (select id from connections where company_id = ? order by id limit 1)
        and not exists (select 1 from connections where company_id = ? and is_default)
      returning id`,
    [companyId, companyId],
  )
  return row?.id
}

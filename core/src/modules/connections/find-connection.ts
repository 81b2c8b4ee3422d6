import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { Connection, type IConnection } from './entities.ts'

/**
 * One connection as `em` sees it: with a company em, another company's id answers
 * ERR_NO_WAPP_FOUND exactly like an id that does not exist.
 */
export async function findConnection(em: Em, id: number): Promise<IConnection> {
  const connection = await em.findOne(Connection, { id })
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND')
  return connection
}

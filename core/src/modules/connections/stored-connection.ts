import type { StoredConnection } from '../../kernel/channels/session-calls.ts'
import { companyEm, type Orm } from '../../kernel/db/orm.ts'
import { toChannelConnection } from './channel-connection.ts'
import { Connection } from './entities.ts'

/**
 * How the kernel's session calls read a connection as stored (its credentials and session status),
 * handed to them at composition so the kernel knows no connections table.
 */
export function storedConnectionReader(orm: Orm) {
  return async (companyId: number, connectionId: number): Promise<StoredConnection | null> => {
    const stored = await companyEm(orm, companyId).findOne(Connection, { id: connectionId })
    return stored ? { ...toChannelConnection(stored), status: stored.status } : null
  }
}

import { DeadlockException } from '@mikro-orm/core'
import type { Em } from '../../kernel/db/orm.ts'
import { promoteOldestConnection } from './default-connection.ts'
import { Connection, type IConnection } from './entities.ts'

/** Tries of the delete when it deadlocks with a message that arrived while it ran. */
const deleteAttempts = 3

/**
 * Deletes a connection's row, and with it (by cascade) its inbound events; a deleted default
 * connection hands the default to the oldest one left, whose id is answered. A message being
 * processed holds its event's row and then takes the connection's (its ticket and message
 * reference it), while a delete takes the connection's row and then the events': deleting while
 * messages arrived deadlocked, and PostgreSQL cancelled the delete (a 500). So the delete first
 * takes the connection's pending events in the pipeline's order (waiting for the transactions
 * processing them), and a deadlock with a message recorded meanwhile is tried again.
 */
export async function deleteConnection(em: Em, connection: IConnection): Promise<number | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(async (tx) => {
        await tx.execute(
          `select id from inbound_events where connection_id = ? and status = 'pending' order by id for update`,
          [connection.id],
        )
        await tx.nativeDelete(Connection, { id: connection.id })
        return connection.isDefault ? promoteOldestConnection(tx, connection.companyId) : undefined
      })
    } catch (error) {
      if (!(error instanceof DeadlockException) || attempt === deleteAttempts) throw error
    }
  }
}

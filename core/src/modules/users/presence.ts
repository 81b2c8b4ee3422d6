import type { Orm } from '../../kernel/db/orm.ts'
import type { Caller } from '../../plugin-api/caller.ts'

/** The userStatus heartbeat: the user is online and was seen now. */
export async function markUserSeen(orm: Orm, caller: Caller): Promise<void> {
  await orm.em
    .getConnection()
    .execute('update users set online = true, last_seen_at = now() where id = ?', [caller.userId])
}

/** The user's socket went away. */
export async function markUserOffline(orm: Orm, caller: Caller): Promise<void> {
  await orm.em.getConnection().execute('update users set online = false where id = ?', [caller.userId])
}

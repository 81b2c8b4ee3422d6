import type { Caller } from '@atendo/plugin-api'
import { companyEm, type Orm, platformEm } from '../../kernel/db/orm.ts'

/** How often the inbox sends `userStatus` (agent-ui's session heartbeat). */
export const heartbeatIntervalMs = 5 * 60_000

/** A user not seen for two heartbeats is no longer online (their node may have crashed). */
export const presenceStaleAfterMs = 2 * heartbeatIntervalMs

/** A socket connected or sent its heartbeat: the user is online and was seen now. */
export async function markUserSeen(orm: Orm, caller: Caller): Promise<void> {
  await companyEm(orm, caller.companyId).execute(
    'update users set online = true, last_seen_at = now() where id = ?',
    [caller.userId],
  )
}

/** The user's last socket went away. */
export async function markUserOffline(orm: Orm, caller: Caller): Promise<void> {
  await companyEm(orm, caller.companyId).execute('update users set online = false where id = ?', [
    caller.userId,
  ])
}

/**
 * Clears `online` for users of every company not seen for `staleAfterMs`: a node that crashed
 * never reported their sockets leaving. Returns how many were cleared.
 */
export async function clearStalePresence(orm: Orm, staleAfterMs = presenceStaleAfterMs): Promise<number> {
  const cleared = await platformEm(orm, 'sweep').execute<{ id: number }[]>(
    `update users set online = false
      where online and (last_seen_at is null or last_seen_at < now() - make_interval(secs => ?))
      returning id`,
    [staleAfterMs / 1000],
  )
  return cleared.length
}

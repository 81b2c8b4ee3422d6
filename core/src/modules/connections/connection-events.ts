import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { ConnectionView } from './connection-view.ts'

/** `company-{id}-whatsapp`: a connection was created, changed or deleted. */
export const connectionEvent = (companyId: number) => `company-${companyId}-whatsapp`

/** `company-{id}-whatsappSession`: a connection's session status (or QR code) changed. */
export const connectionSessionEvent = (companyId: number) => `company-${companyId}-whatsappSession`

/**
 * Connection events carry tokens and QR codes, so they go only to those who manage connections:
 * the `admins` room (admins and super admins) plus the `user:{id}` room of every user with
 * allowConnections. Those rooms are joined by every socket at connect time, so no extra room
 * needs to be joined and a switch turned off takes effect on the next event.
 */
export async function connectionAudience(em: Em, companyId: number): Promise<string[]> {
  const rows = await em.execute<{ id: number }[]>(
    `select id from users where company_id = ? and allow_connections = 'enabled' and profile <> 'admin'`,
    [companyId],
  )
  return [realtimeRooms.admins, ...rows.map((row) => realtimeRooms.user(row.id))]
}

export type ConnectionChange =
  | { action: 'create' | 'update'; whatsapp: ConnectionView }
  | { action: 'delete'; whatsappId: number }

/** Emits a connection change to those who manage connections. */
export async function emitConnectionChange(
  realtime: RealtimeApi,
  em: Em,
  companyId: number,
  change: ConnectionChange,
): Promise<void> {
  realtime
    .toRooms(companyId, await connectionAudience(em, companyId))
    .emit(connectionEvent(companyId), change)
}

/** Emits a session status change (`{ action: 'update', session }`) to those who manage connections. */
export async function emitSessionChange(
  realtime: RealtimeApi,
  em: Em,
  companyId: number,
  session: ConnectionView,
): Promise<void> {
  realtime
    .toRooms(companyId, await connectionAudience(em, companyId))
    .emit(connectionSessionEvent(companyId), { action: 'update', session })
}

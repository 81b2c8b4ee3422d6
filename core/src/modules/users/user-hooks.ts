import type { Em } from '../../kernel/db/orm.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import type { IUser } from './entities.ts'

/**
 * What the users module has done by the modules built on it, handed over at composition: sessions
 * are auth's, ticket rooms are the tickets module's, and both depend on users, not the reverse.
 */
export interface UserHooks {
  /** Ends every live session of a user in the caller's transaction (auth's `revokeUserSessions`). */
  revokeUserSessions(em: Em, userId: number, reason: string): Promise<{ id: string; companyId: number }[]>
  /** Moves a user's open sockets to the ticket rooms their rights now allow (tickets' `regroupUserSockets`). */
  regroupUserSockets(realtime: RealtimeServer, em: Em, user: IUser): Promise<void>
}

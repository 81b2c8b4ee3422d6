/**
 * The users module's public surface: what other modules may use. The rest of the folder is its own.
 */

export { type IUser, User } from './entities.ts'
export { SessionUserSchema } from './schemas.ts'
export { loadSessionUser, type SessionUser, sessionUserOf } from './session-user.ts'
export type { UserViewContext } from './user-view.ts'
export { assertWorkHours } from './work-hours.ts'

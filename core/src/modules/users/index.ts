/**
 * The users module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { User } from './entities.ts'
export type { IUser } from './entities.ts'
export { markUserOffline, markUserSeen } from './presence.ts'
export { PluginPermissionValuesSchema } from './schemas.ts'
export { usersMigrations } from './migrations/index.ts'
export { definePresenceSweep } from './presence-sweep-job.ts'
export { queueUserHooks } from './queue-user-hooks.ts'
export { companyUserHooks } from './company-user-hooks.ts'
export { userRoutes } from './routes.ts'
export type { UserHooks } from './user-hooks.ts'
export { SessionUserSchema } from './schemas.ts'
export { loadSessionUser, type SessionUser, sessionUserOf } from './session-user.ts'
export type { UserViewContext } from './user-view.ts'

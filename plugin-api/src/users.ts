import type { Profile } from './access.ts'

/**
 * A user (attendant or admin) as the users service answers it: who they are, not their settings.
 *
 * @example
 * const [owner] = await users.findMany(companyId, [chat.ownerId])
 * const greeting = `${owner?.name ?? 'Someone'} created the chat`
 */
export interface UserRecord {
  id: number
  name: string
  profile: Profile
}

/**
 * Core's users, for plugins: read-only, scoped to the company asked for. A plugin that keeps
 * user ids (members of a chat, the author of a note) checks them here, so a user of another
 * company is never accepted.
 *
 * @example
 * const found = await users.findMany(companyId, body.users)
 * if (found.length !== new Set(body.users).size) throw new AppError('ERR_NO_USER_FOUND')
 */
export interface UsersApi {
  /**
   * The company's users with these ids, by id; ids of other companies' users, or of no user, are
   * left out.
   */
  findMany(companyId: number, userIds: number[]): Promise<UserRecord[]>
}

import { userSwitches } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import {
  type DeclaredPermission,
  pluginPermissionValues,
} from '../../kernel/plugin-host/declared-permissions.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { Queue, UserQueue } from '../queues/index.ts'
import type { IUser } from './entities.ts'
import type { UserSchema } from './schemas.ts'

export type UserView = Static<typeof UserSchema>

/** The avatar as the browser loads it: a signed URL to the stored file. */
function avatarUrl(storage: MediaStorage, key: string | null | undefined): string | null {
  if (!key) return null
  return storage.companyOf(key) !== undefined ? storage.url(key) : key
}

/** What a user view needs besides the users: their avatars' storage and the plugins' permissions. */
export interface UserViewContext {
  storage: MediaStorage
  permissions: readonly DeclaredPermission[]
}

/**
 * Users as answers and live events carry them (never the password hash), with their queues
 * loaded in one query for the whole list and their values of the loaded plugins' permissions.
 * `em` must be scoped to their company.
 */
export async function loadUserViews(
  em: Em,
  { storage, permissions }: UserViewContext,
  users: IUser[],
): Promise<UserView[]> {
  const userIds = users.map((user) => user.id)
  const links = userIds.length > 0 ? await em.find(UserQueue, { userId: { $in: userIds } }) : []
  const queueIds = [...new Set(links.map((link) => link.queueId))]
  const queues =
    queueIds.length > 0
      ? await em.find(
          Queue,
          { id: { $in: queueIds } },
          { orderBy: { orderQueue: 'asc nulls last', id: 'asc' } },
        )
      : []
  return users.map((user) => {
    const mine = new Set(links.filter((link) => link.userId === user.id).map((link) => link.queueId))
    const userQueues = queues
      .filter((queue) => mine.has(queue.id))
      .map((queue) => ({ id: queue.id, name: queue.name, color: queue.color }))
    return {
      id: user.id,
      companyId: user.companyId,
      name: user.name,
      email: user.email,
      profile: user.profile,
      super: user.super,
      profileImage: avatarUrl(storage, user.profileImage),
      startWork: user.startWork,
      endWork: user.endWork,
      farewellMessage: user.farewellMessage ?? null,
      whatsappId: user.whatsappId ?? null,
      ...Object.fromEntries(userSwitches.map((name) => [name, user[name]])),
      pluginPermissions: pluginPermissionValues(user.pluginPermissions, permissions),
      defaultTheme: user.defaultTheme,
      defaultMenu: user.defaultMenu,
      defaultTicketsManagerWidth: user.defaultTicketsManagerWidth,
      color: user.color ?? null,
      online: user.online,
      lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
      queues: userQueues,
      queueIds: userQueues.map((queue) => queue.id),
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    }
  })
}

export async function loadUserView(em: Em, context: UserViewContext, user: IUser): Promise<UserView> {
  return (await loadUserViews(em, context, [user]))[0]!
}

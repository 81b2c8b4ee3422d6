import type { UsersApi } from '@atendo/plugin-api'
import { User } from '../users/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** Most users one `findMany` looks up: more than any plan's users, far fewer than a flood. */
const maxLookedUp = 1000

/** `UsersApi`: every call scoped to the company asked for. */
export function usersService(deps: PluginServiceDeps): UsersApi {
  return {
    async findMany(companyId, userIds) {
      const ids = [...new Set(userIds)].slice(0, maxLookedUp)
      if (ids.length === 0) return []
      const found = await serviceEm(deps.orm(), companyId).find(
        User,
        { companyId, id: { $in: ids } },
        { orderBy: { id: 'asc' } },
      )
      return found.map((user) => ({ id: user.id, name: user.name, profile: user.profile }))
    },
  }
}

import type { DbApi } from '@atendo/plugin-api'
import type { MetaAppCredentials, MetaConfig } from '../config.ts'
import { MetaApp } from '../entities.ts'

/**
 * The app credentials in force, read when needed (a change in the back office applies at once):
 * each value the super admin saved, else the plugin configuration's.
 */
export type ReadAppCredentials = () => Promise<MetaAppCredentials>

export function appCredentialsReader(db: DbApi, config: MetaConfig): ReadAppCredentials {
  return async () => {
    const saved = await db.platform().findOne(MetaApp, { id: 1 })
    return {
      appId: saved?.appId || config.appId,
      appSecret: saved?.appSecret || config.appSecret,
      verifyToken: saved?.verifyToken || config.verifyToken,
    }
  }
}

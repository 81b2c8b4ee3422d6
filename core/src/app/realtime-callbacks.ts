import type { Clock } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { AccessTokens } from '../kernel/auth/tokens.ts'
import { type Orm, platformEm } from '../kernel/db/orm.ts'
import { corsOrigins } from '../kernel/http/cors.ts'
import type { PluginContributions } from '../kernel/plugin-host/register-plugins.ts'
import { createRealtimeServer } from '../kernel/realtime/realtime-server.ts'
import { listCompanyIds } from '../modules/companies/index.ts'
import { socketTicketVisibility } from '../modules/tickets/index.ts'
import { markUserOffline, markUserSeen } from '../modules/users/index.ts'
import type { LateBound } from './late-bound.ts'

/**
 * The socket server, and what core does on its events: who a token is, presence (seen on connect
 * and heartbeat, offline on disconnect), the companies with rooms, which tickets a socket may
 * follow. Made before the plugins register (they receive it), so what it needs comes late-bound.
 */
export function createAppRealtime(options: {
  config: Config
  log: FastifyBaseLogger
  orm: LateBound<Orm>
  tokens: LateBound<AccessTokens>
  contributions: LateBound<PluginContributions>
  /** The product's clock: whether a company is overdue follows it. */
  clock: Clock
  /** Presence writes started by socket events must land before the database closes at shutdown. */
  track: <T>(work: Promise<T>) => Promise<T>
}) {
  const { config, orm, tokens, contributions, clock, track } = options
  return createRealtimeServer({
    redisUrl: config.REDIS_URL,
    redisChannelPrefix: `${config.REDIS_PREFIX}-socket.io`,
    corsOrigins: corsOrigins(config.CORS_ORIGINS),
    log: options.log,
    authenticate: async (token) => {
      const { resolveCaller } = await import('../kernel/auth/resolve-caller.ts')
      return resolveCaller(
        platformEm(orm.get(), 'sign-in'),
        await tokens.get().verify(token),
        contributions.get(),
        clock.now(),
      )
    },
    onConnect: (caller) => track(markUserSeen(orm.get(), caller)),
    onHeartbeat: (caller) => track(markUserSeen(orm.get(), caller)),
    onDisconnect: (caller) => track(markUserOffline(orm.get(), caller)),
    listCompanyIds: () => listCompanyIds(platformEm(orm.get(), 'realtime')),
    ...socketTicketVisibility(() => orm.get()),
  })
}

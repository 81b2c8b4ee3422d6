import type { Caller, InboundSink } from '@atendo/plugin-api'
import { companyEm, type Orm, platformEm } from '../kernel/db/orm.ts'
import type { Kernel } from '../kernel/kernel.ts'
import type { HostServices } from '../kernel/plugin-host/register-plugins.ts'
import type { RealtimeServer } from '../kernel/realtime/realtime-server.ts'
import type { IConnection } from '../modules/connections/entities.ts'
import type { ConnectionCreateBody } from '../modules/connections/save-connection.ts'
import { pluginDataServices } from '../modules/plugin-services/index.ts'
import type { LateBound } from './late-bound.ts'

/** What the app makes after the plugins register, which their services reach when called. */
export interface LateParts {
  orm: LateBound<Orm>
  kernel: LateBound<Kernel>
  storage: LateBound<Kernel['storage']>
  addConnection: LateBound<(caller: Caller, body: ConnectionCreateBody) => Promise<IConnection>>
  inbound: LateBound<InboundSink>
}

/**
 * What the plugin host hands each plugin's `register`: the kernel's services, its database access
 * (guarded per plugin by the host) and core's data services.
 */
export function hostServices(
  options: Pick<HostServices, 'log' | 'clock' | 'jobs' | 'events' | 'extensions' | 'outbound'> & {
    realtime: RealtimeServer
    late: LateParts
  },
): HostServices {
  const { late } = options
  return {
    log: options.log,
    clock: options.clock,
    jobs: options.jobs,
    realtime: options.realtime,
    events: options.events,
    extensions: options.extensions,
    db: {
      forCompany: (companyId) => companyEm(late.orm.get(), companyId),
      platform: () => platformEm(late.orm.get(), 'plugin'),
    },
    storage: {
      save: (companyId, content, file, maxBytes) =>
        late.storage.get().save(companyId, content, file, maxBytes),
      remove: (key) => late.storage.get().remove(key),
      url: (key, ttlSeconds) => late.storage.get().url(key, ttlSeconds),
    },
    outbound: options.outbound,
    coreData: pluginDataServices({
      orm: () => late.orm.get(),
      realtime: options.realtime,
      storage: () => late.storage.get(),
      kernel: () => late.kernel.get(),
      addConnection: (caller, body) => late.addConnection.get()(caller, body),
      inbound: () => late.inbound.get(),
    }),
  }
}

import type { Caller, InboundSink } from '@atendo/plugin-api'
import type { Orm } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { RealtimeServer } from '../../kernel/realtime/realtime-server.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import type { ConnectionCreateBody, IConnection } from '../connections/index.ts'

/** What core's data services for plugins run on; the ORM, storage and kernel exist only once the app has started. */
export interface PluginServiceDeps {
  orm(): Orm
  /** Adds a connection for a caller as POST /whatsapp does; bound once the app has started. */
  addConnection(caller: Caller, body: ConnectionCreateBody): Promise<IConnection>
  realtime: RealtimeServer
  storage(): MediaStorage
  /** The running kernel, for the services that send through a channel (session calls, providers). */
  kernel(): Kernel
  /** Core's inbound sink, the one providers get at `connect`; bound once the app has started. */
  inbound(): InboundSink
}

/** What one plugin declared that the services check against. */
export interface PluginOwnership {
  pluginId: string
  /** Provider ids of the channel providers the plugin contributes. */
  providers(): ReadonlySet<string>
  /** Keys of the company options the plugin declared. */
  companyOptions(): ReadonlyMap<string, string>
}

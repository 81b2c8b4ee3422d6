/**
 * The connections module's public surface: what composition and other modules may use. The rest of the
 * folder is its own.
 *
 * In load order, not by name: a module that reaches this one again while it loads (a loop,
 * docs/architecture.md) finds what it uses at load time (entities, schemas, constants) already
 * exported.
 */
export { connectionOptionDefaults, readConnectionOptions } from './connection-options.ts'
export type { ConnectionOptions } from './connection-options.ts'
export { Connection, channels } from './entities.ts'
export type { Channel, IConnection } from './entities.ts'
export { toChannelConnection } from './channel-connection.ts'
export { connectionsMigrations } from './migrations/index.ts'
export { channelFor } from './channel-for.ts'
export { connectionSessionRoutes } from './session-routes.ts'
export { storedConnectionReader } from './stored-connection.ts'
export { recordConnectionStatus } from './record-connection-status.ts'
export { createConnectionRuntime } from './connection-runtime.ts'
export { connectionRoutes } from './routes.ts'
export type { ConnectionCreateBody } from './save-connection.ts'
export { managesConnections } from './connection-view.ts'
export { addConnection } from './add-connection.ts'
export { locatedConnections } from './located-connections.ts'

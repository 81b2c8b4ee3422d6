import type { Caller } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { companyEm, type Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { emitConnectionChange } from './connection-events.ts'
import type { ConnectionRuntime } from './connection-runtime.ts'
import { type ConnectionView, loadConnectionView, loadConnectionViews } from './connection-view.ts'
import { Connection, type IConnection } from './entities.ts'
import { type ConnectionCreateBody, createConnection } from './save-connection.ts'

/**
 * Adds a connection and tells those who manage connections (POST /whatsapp, and plugins creating
 * connections for a user, e.g. Facebook login): created with core's rules, announced, and its
 * session started at once as in the original product (a QR code to read, a webhook channel
 * connected). A session that fails to start is logged; its status says the rest.
 */
export async function addConnection(
  services: { kernel: Kernel; runtime: ConnectionRuntime; log: FastifyBaseLogger },
  em: Em,
  caller: Caller,
  body: ConnectionCreateBody,
): Promise<{ connection: IConnection; view: ConnectionView }> {
  const { kernel, runtime, log } = services
  const { connection, previousDefaults } = await createConnection(kernel, em, caller, body)
  const view = await loadConnectionView(em, connection, { withSecrets: true, providers: kernel.extensions })
  await emitConnectionChange(kernel.realtime, em, connection.companyId, { action: 'create', whatsapp: view })
  await announceConnectionUpdates(kernel, connection.companyId, previousDefaults)
  await runtime.startSession(connection).catch((error) => {
    log.warn({ err: error, connectionId: connection.id }, 'starting the session of a new connection failed')
  })
  return { connection, view }
}

/** Tells the managers about connections that changed as a side effect (the default flag moved). */
export async function announceConnectionUpdates(
  kernel: Kernel,
  companyId: number,
  connectionIds: number[],
): Promise<void> {
  if (connectionIds.length === 0) return
  const em = companyEm(kernel.orm, companyId)
  const connections = await em.find(Connection, { id: { $in: connectionIds } })
  const views = await loadConnectionViews(em, connections, {
    withSecrets: true,
    providers: kernel.extensions,
  })
  for (const view of views) {
    await emitConnectionChange(kernel.realtime, em, companyId, { action: 'update', whatsapp: view })
  }
}

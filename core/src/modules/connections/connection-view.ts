import type { Caller, ExtensionsApi } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { findChannelProvider } from '../../kernel/channels/channel-for.ts'
import type { Em } from '../../kernel/db/orm.ts'
import { ConnectionQueue, Queue } from '../queues/index.ts'
import { shownCredentials } from './connection-credentials.ts'
import { readConnectionOptions } from './connection-options.ts'
import type { IConnection } from './entities.ts'
import { providerNameForClients } from './provider-names.ts'
import type { ConnectionSchema } from './schemas.ts'

export type ConnectionView = Static<typeof ConnectionSchema>

/** Who may read a connection's credentials: admins and users allowed to manage connections. */
export function managesConnections(caller: Pick<Caller, 'profile' | 'super' | 'switches'>): boolean {
  return caller.profile === 'admin' || caller.super || caller.switches.allowConnections
}

/**
 * Views of connections with their queues, one query per related table. `em` must see the
 * connections' companies (a company em, or the platform em for the super admin's overview).
 */
export async function loadConnectionViews(
  em: Em,
  connections: IConnection[],
  options: { withSecrets: boolean; providers: ExtensionsApi },
): Promise<ConnectionView[]> {
  if (connections.length === 0) return []
  const links = await em.find(
    ConnectionQueue,
    { connectionId: { $in: connections.map((connection) => connection.id) } },
    { orderBy: { queueId: 'asc' } },
  )
  const queueIds = [...new Set(links.map((link) => link.queueId))]
  const queues = queueIds.length ? await em.find(Queue, { id: { $in: queueIds } }) : []
  const queueById = new Map(queues.map((queue) => [queue.id, queue]))
  return connections.map((connection) => {
    const connectionQueues = links
      .filter((link) => link.connectionId === connection.id)
      .map((link) => queueById.get(link.queueId))
      .filter((queue) => queue !== undefined)
      .map((queue) => ({
        id: queue.id,
        name: queue.name,
        color: queue.color,
        greetingMessage: queue.greetingMessage ?? null,
      }))
    return {
      id: connection.id,
      companyId: connection.companyId,
      name: connection.name,
      channel: connection.channel,
      provider: providerNameForClients(connection.provider),
      status: connection.status,
      isDefault: connection.isDefault,
      number: connection.number ?? null,
      token: options.withSecrets ? (connection.token ?? null) : null,
      qrcode: options.withSecrets ? (connection.qrcode ?? null) : null,
      retries: connection.retries,
      sessionStopped: connection.sessionStopped,
      greetingMessage: connection.greetingMessage ?? null,
      complationMessage: connection.complationMessage ?? null,
      outOfHoursMessage: connection.outOfHoursMessage ?? null,
      ratingMessage: connection.ratingMessage ?? null,
      groupAsTicket: connection.groupAsTicket,
      allowGroup: connection.allowGroup,
      webhookUrl: connection.webhookUrl ?? null,
      webhookSecret: options.withSecrets ? (connection.webhookSecret ?? null) : null,
      queues: connectionQueues,
      queueIds: connectionQueues.map((queue) => queue.id),
      credentials: options.withSecrets
        ? shownCredentials(
            findChannelProvider({ extensions: options.providers }, connection.provider),
            connection.options,
          )
        : {},
      ...readConnectionOptions(connection.options),
      createdAt: connection.createdAt.toISOString(),
      updatedAt: connection.updatedAt.toISOString(),
    }
  })
}

/** One connection's view. */
export async function loadConnectionView(
  em: Em,
  connection: IConnection,
  options: { withSecrets: boolean; providers: ExtensionsApi },
): Promise<ConnectionView> {
  const [view] = await loadConnectionViews(em, [connection], options)
  return view!
}

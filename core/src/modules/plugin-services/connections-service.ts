import {
  AppError,
  type ChannelConnection,
  type ConnectionRecord,
  type ConnectionsApi,
} from '@atendo/plugin-api'
import { currentJoinedTransaction } from '../../kernel/db/joined-transaction.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import { Connection, type IConnection, locatedConnections, managesConnections } from '../connections/index.ts'
import { checkRecipient } from './channel-sends.ts'
import type { PluginOwnership, PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm, servicePlatformEm } from './service-em.ts'
import { tokenHolder } from './token-holder.ts'

function connectionRecord(connection: IConnection): ConnectionRecord {
  return {
    id: connection.id,
    companyId: connection.companyId,
    name: connection.name,
    channel: connection.channel as ChannelConnection['channel'],
    provider: connection.provider,
    number: connection.number ?? null,
    token: connection.token ?? null,
    webhookUrl: connection.webhookUrl ?? null,
    webhookSecret: connection.webhookSecret ?? null,
    // A copy: a located connection is shared by the posts of its second (located-connections.ts).
    options: { ...connection.options },
    status: connection.status,
    isDefault: connection.isDefault,
    sessionStopped: connection.sessionStopped,
  }
}

/**
 * `ConnectionsApi` for one plugin: reads scoped to the company asked for, `locate` and
 * `updateOptions` limited to connections of the plugin's own providers.
 */
export function connectionsService(deps: PluginServiceDeps, owner: PluginOwnership): ConnectionsApi {
  const providers = () => [...owner.providers()]
  const own = (connection: ChannelConnection) => {
    if (!owner.providers().has(connection.provider))
      throw new AppError('ERR_NO_PERMISSION', {
        message: `plugin "${owner.pluginId}" does not provide the channel provider "${connection.provider}"`,
      })
  }
  return {
    sink: {
      async receive(connection, event) {
        own(connection)
        return deps.inbound().receive(connection, event)
      },
      async connectionStatus(connection, status, details) {
        own(connection)
        return deps.inbound().connectionStatus(connection, status, details)
      },
    },
    checkRecipient: (companyId, connectionId, address) =>
      checkRecipient(deps, companyId, connectionId, address),
    async find(companyId, connectionId) {
      const connection = await serviceEm(deps.orm(), companyId).findOne(Connection, {
        id: connectionId,
        companyId,
      })
      return connection ? connectionRecord(connection) : undefined
    },
    async list(companyId, filter = {}) {
      const found = await serviceEm(deps.orm(), companyId).find(
        Connection,
        { companyId, ...(filter.provider !== undefined ? { provider: filter.provider } : {}) },
        { orderBy: { id: 'asc' } },
      )
      return found.map(connectionRecord)
    },
    async locate(connectionId) {
      const own = providers()
      if (own.length === 0) return undefined
      // Across companies by design: the webhook learns the company from the connection it names.
      const read = () => servicePlatformEm(deps.orm()).findOne(Connection, { id: connectionId })
      // Webhooks post many times a second: read at most once a second (located-connections.ts),
      // except within a transaction, which sees its own changes.
      const connection = currentJoinedTransaction()
        ? await read()
        : await locatedConnections(deps.kernel()).locate(connectionId, read)
      return connection && own.includes(connection.provider) ? connectionRecord(connection) : undefined
    },
    authenticate: (token) => tokenHolder(deps.orm(), token, connectionRecord),
    async updateOptions(companyId, connectionId, changes) {
      const own = providers()
      if (own.length === 0) return false
      const patch = JSON.stringify(changes)
      // Containment first: an unchanged value writes nothing (and does not touch updated_at).
      const changed = await serviceEm(deps.orm(), companyId).execute<{ id: number }[]>(
        `update connections set options = options || ?::jsonb, updated_at = now()
            where id = ? and company_id = ? and provider in (${sqlPlaceholders(own)}) and not (options @> ?::jsonb)
            returning id`,
        [patch, connectionId, companyId, ...own, patch],
      )
      if (changed.length > 0) locatedConnections(deps.kernel()).forget(connectionId)
      return changed.length > 0
    },
    async create(caller, draft) {
      if (!providers().includes(draft.provider)) {
        throw new Error(
          `plugin "${owner.pluginId}" does not provide the channel provider "${draft.provider}"`,
        )
      }
      if (!managesConnections(caller)) throw new AppError('ERR_NO_PERMISSION')
      const connection = await deps.addConnection(caller, {
        name: draft.name,
        provider: draft.provider,
        credentials: draft.credentials,
      })
      return connectionRecord(connection)
    },
  }
}

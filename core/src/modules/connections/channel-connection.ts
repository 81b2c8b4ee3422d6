import type { ChannelConnection } from '@atendo/plugin-api'
import type { IConnection } from './entities.ts'

/** The contract's view of a connection row: what a provider needs to act for it, nothing more. */
export function toChannelConnection(connection: IConnection): ChannelConnection {
  return {
    id: connection.id,
    companyId: connection.companyId,
    name: connection.name,
    channel: connection.channel,
    provider: connection.provider,
    number: connection.number ?? null,
    token: connection.token ?? null,
    webhookUrl: connection.webhookUrl ?? null,
    webhookSecret: connection.webhookSecret ?? null,
    options: connection.options ?? {},
  }
}

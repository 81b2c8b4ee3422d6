import type { ChannelConnection, DbApi, InboundSink } from '@atendo/plugin-api'
import type { AccountIndex } from './accounts.ts'
import type { MetaConfig } from './config.ts'
import type { GraphClient } from './graph/graph-client.ts'

/**
 * What the three Meta providers share: the Graph client, the account index, and core's inbound
 * sink (the contract's `connections.sink`, usable on any node: webhook entries are processed by a
 * job on whichever process runs it, whether or not a Meta connection started there).
 */
export interface MetaChannels {
  config: MetaConfig
  graph: GraphClient
  accounts: AccountIndex
  db: DbApi
  sink: InboundSink
}

export function createMetaChannels(parts: MetaChannels): MetaChannels {
  return parts
}

/** A credential of a connection, as core keeps it in `options.credentials`. */
export function credentialOf(connection: ChannelConnection, key: string): string {
  const credentials = connection.options.credentials as Record<string, unknown> | undefined
  const value = credentials?.[key]
  return typeof value === 'string' ? value : ''
}

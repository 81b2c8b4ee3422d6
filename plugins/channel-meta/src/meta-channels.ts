import type { ChannelConnection, DbApi, InboundSink } from '@atendo/plugin-api'
import type { AccountIndex } from './accounts.ts'
import type { MetaConfig } from './config.ts'
import type { GraphClient } from './graph/graph-client.ts'

/**
 * What the three Meta providers share: the Graph client, the account index, and the inbound sink
 * core hands them at `connect` (the same for every connection of a process).
 */
export interface MetaChannels {
  config: MetaConfig
  graph: GraphClient
  accounts: AccountIndex
  db: DbApi
  /** Undefined until core connected a first Meta connection in this process. */
  sink(): InboundSink | undefined
  keepSink(sink: InboundSink): void
}

export function createMetaChannels(parts: Omit<MetaChannels, 'sink' | 'keepSink'>): MetaChannels {
  let current: InboundSink | undefined
  return {
    ...parts,
    sink: () => current,
    keepSink: (sink) => {
      current = sink
    },
  }
}

/** A credential of a connection, as core keeps it in `options.credentials`. */
export function credentialOf(connection: ChannelConnection, key: string): string {
  const credentials = connection.options.credentials as Record<string, unknown> | undefined
  const value = credentials?.[key]
  return typeof value === 'string' ? value : ''
}

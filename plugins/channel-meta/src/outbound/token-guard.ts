import type { ChannelConnection } from '@atendo/plugin-api'
import { GraphError } from '../graph/graph-error.ts'
import { graphFailure } from '../graph/graph-errors.ts'
import type { MetaChannels } from '../meta-channels.ts'

/**
 * Runs a Graph call for a connection and turns its failure into the attendant's ERR_CHANNEL_META_*
 * code. A revoked or expired token also marks the connection DISCONNECTED, so the connections page
 * shows it needs to be connected again.
 */
export async function onGraph<T>(
  channels: MetaChannels,
  connection: ChannelConnection,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof GraphError && error.tokenRevoked) {
      await channels.sink.connectionStatus(connection, 'DISCONNECTED')
    }
    throw graphFailure(error)
  }
}

import { AppError, type ExtensionsApi } from '@atendo/plugin-api'
import { type ConnectionChannel, findChannelProvider } from '../../kernel/channels/channel-for.ts'
import { toChannelConnection } from './channel-connection.ts'
import type { IConnection } from './entities.ts'

/**
 * The provider named by a connection (`connection.provider`) and the connection as the contract
 * describes it. A connection whose provider's plugin is not loaded cannot send anything, which
 * is a configuration problem of the deployment: ERR_WAPP_NOT_INITIALIZED.
 *
 * @example
 * const { provider, connection } = channelFor(fastify.kernel, connectionRow)
 * // Through sessionCalls, so the call reaches the process holding the session.
 * await fastify.kernel.sessionCalls.send({ provider, connection }, recipient, { kind: 'text', body: 'Olá' })
 */
export function channelFor(
  kernel: { extensions: ExtensionsApi },
  connection: IConnection,
): ConnectionChannel {
  const provider = findChannelProvider(kernel, connection.provider)
  if (!provider) {
    throw new AppError('ERR_WAPP_NOT_INITIALIZED', {
      message: `No channel provider "${connection.provider}" is loaded for connection ${connection.name}`,
    })
  }
  return { provider, connection: toChannelConnection(connection) }
}

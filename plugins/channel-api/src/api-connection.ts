import type { ConnectionRecord, ConnectionsApi } from '@atendo/plugin-api'

/** The provider id API connections are stored with. */
export const apiProviderId = 'api'

/** An API connection as the channel reads it, with whether a user stopped its session. */
export type ApiConnection = ConnectionRecord

/**
 * Reads an API connection by id across companies: the inbound routes learn the company from the
 * connection, and only the connection's token (checked next) proves the caller may use it.
 */
export async function loadApiConnection(
  connections: ConnectionsApi,
  connectionId: number,
): Promise<ApiConnection | undefined> {
  const connection = await connections.locate(connectionId)
  return connection?.provider === apiProviderId ? connection : undefined
}

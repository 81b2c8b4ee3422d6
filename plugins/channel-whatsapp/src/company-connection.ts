import { AppError, type ConnectionsApi } from '@atendo/plugin-api'

/** The provider id WhatsApp connections are stored with. */
const baileysProvider = 'baileys'

/**
 * The caller's company's WhatsApp connection by id (or the default one when no id is given), for
 * the plugin's routes; ERR_NO_WAPP_FOUND when there is none, as for another company's id.
 */
export async function companyWhatsAppConnection(
  connections: ConnectionsApi,
  companyId: number,
  connectionId: number | undefined,
): Promise<number> {
  const found =
    connectionId === undefined
      ? (await connections.list(companyId, { provider: baileysProvider })).find(
          (connection) => connection.isDefault,
        )
      : await connections.find(companyId, connectionId)
  if (found?.provider !== baileysProvider) throw new AppError('ERR_NO_WAPP_FOUND')
  return found.id
}

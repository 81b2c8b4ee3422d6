import type { ChannelConnection, DbApi } from '@atendo/plugin-api'

/** The provider id API connections are stored with. */
export const apiProviderId = 'api'

/** An API connection as the channel reads it, with whether a user stopped its session. */
export interface ApiConnection extends ChannelConnection {
  sessionStopped: boolean
}

interface ConnectionRow {
  id: number
  company_id: number
  name: string
  channel: ChannelConnection['channel']
  provider: string
  number: string | null
  token: string | null
  webhook_url: string | null
  webhook_secret: string | null
  options: Record<string, unknown>
  session_stopped: boolean
}

/**
 * Reads an API connection by id across companies: the inbound routes learn the company from the
 * connection, and only the connection's token (checked next) proves the caller may use it.
 */
export async function loadApiConnection(db: DbApi, connectionId: number): Promise<ApiConnection | undefined> {
  const [row] = await db.platform().execute<ConnectionRow[]>(
    `select id, company_id, name, channel, provider, number, token, webhook_url, webhook_secret, options, session_stopped
         from connections where id = ? and provider = ?`,
    [connectionId, apiProviderId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    channel: row.channel,
    provider: row.provider,
    number: row.number,
    token: row.token,
    webhookUrl: row.webhook_url,
    webhookSecret: row.webhook_secret,
    options: row.options ?? {},
    sessionStopped: row.session_stopped,
  }
}

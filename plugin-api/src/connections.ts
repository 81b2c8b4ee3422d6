import type { Caller } from './caller.ts'
import type { ChannelConnection, ChannelStatus, InboundSink } from './channels.ts'

/**
 * A connection as the connections service answers it: what a provider gets, plus its state.
 *
 * @example
 * const connection = await connections.find(companyId, connectionId)
 * if (connection?.status === 'CONNECTED') ...
 */
export interface ConnectionRecord extends ChannelConnection {
  status: ChannelStatus
  /** The company's default connection (used when a request names none). */
  isDefault: boolean
  /** A user stopped the session; start-up leaves it closed. */
  sessionStopped: boolean
}

/**
 * Who calls with a connection's token (`Authorization: Bearer <token>`): the connection and its
 * company's standing, as `request.caller` is for a logged-in user.
 *
 * @example
 * const holder = await connections.authenticate(bearerToken)
 * if (!holder) throw new AppError('ERR_INVALID_TOKEN')
 * if (!holder.company.planFlags.useExternalApi) throw new AppError('ERR_PLAN_FEATURE_DISABLED')
 */
export interface TokenHolder {
  connection: ConnectionRecord
  company: {
    id: number
    /** The subscription ran out, or the company was deactivated. */
    expired: boolean
    /** Core's plan flags (`planFlags`) of the company's plan. */
    planFlags: Record<string, boolean>
  }
}

/**
 * A connection a plugin creates for a user (a login with the channel's own account, e.g. Facebook
 * login making one connection per page): on one of the plugin's providers, with its credentials.
 *
 * @example
 * const draft: ConnectionDraft = { name: 'Loja Centro', provider: 'facebook', credentials: { pageId, accessToken } }
 */
export interface ConnectionDraft {
  name: string
  /** A provider the calling plugin contributes; the connection's channel is the provider's. */
  provider: string
  /** The provider's declared credential fields (`ChannelProvider.credentials`), checked as a form's are. */
  credentials: Record<string, string>
}

/**
 * Core's connections, for plugins. Reads are scoped to the company asked for; changes are allowed
 * only on connections run by a provider the calling plugin contributes (`channelProviders`), so a
 * channel plugin keeps its own options and nobody else's.
 *
 * @example
 * const connection = await connections.find(companyId, 12)
 * await connections.updateOptions(companyId, 12, { statusImportMessages: 'running' })
 */
export interface ConnectionsApi {
  /** One connection of the company, or undefined (another company's id answers undefined too). */
  find(companyId: number, connectionId: number): Promise<ConnectionRecord | undefined>
  /**
   * The company's connections, by id; only those of `provider` when given.
   *
   * @example
   * const whatsapps = await connections.list(companyId, { provider: 'baileys' })
   */
  list(companyId: number, filter?: { provider?: string }): Promise<ConnectionRecord[]>
  /**
   * A connection by id whatever its company, for inbound webhooks that learn the company from the
   * connection (and must then check its token). Only connections of a provider the calling plugin
   * contributes are found. Webhooks post many times a second, so each process reads a connection
   * at most once a second: a change made through this process applies at once, one made through
   * another within the second.
   *
   * @example
   * const connection = await connections.locate(Number(request.params.connectionId))
   * if (!connection || !tokensMatch(connection.token, token)) throw new AppError('ERR_INVALID_TOKEN')
   */
  locate(connectionId: number): Promise<ConnectionRecord | undefined>
  /**
   * The connection whose token this is, whatever its provider and company, for integrations that
   * authenticate with the connection's token (the external send API). The token is compared in
   * constant time; an empty token, an unknown one, or one shared by two connections answers
   * undefined.
   *
   * @example
   * const holder = await connections.authenticate(token)
   */
  authenticate(token: string): Promise<TokenHolder | undefined>
  /**
   * Merges `changes` into the connection's `options` (a key set to null is kept as null), when the
   * connection belongs to the company and runs on one of the plugin's providers. Answers whether a
   * value changed.
   *
   * @example
   * await connections.updateOptions(companyId, connectionId, { statusImportMessages: null })
   */
  updateOptions(companyId: number, connectionId: number, changes: Record<string, unknown>): Promise<boolean>
  /**
   * Asks the connection's channel whether an address (a phone number, for phone channels) can
   * receive messages: `reachable`, `unreachable` (no account there), or `unchecked` when the
   * channel has no way to tell (it does not implement `checkRecipient`). Relayed to the process
   * holding the session. Fails with ERR_WAPP_CHECK_CONTACT when the channel could not be asked
   * and ERR_WAPP_NOT_INITIALIZED when the connection is not running; undefined-like ids answer
   * ERR_NO_WAPP_FOUND.
   *
   * @example
   * if ((await connections.checkRecipient(companyId, connectionId, '5511988887777')) === 'unreachable') ...
   */
  checkRecipient(companyId: number, connectionId: number, address: string): Promise<RecipientCheck>
  /**
   * Creates a connection as the caller would with the connections form (POST /whatsapp): the
   * caller must manage connections, the plan's channel flag and connection limit apply, the
   * credentials are checked by the provider, and the session starts. Only on the plugin's own
   * providers. Answers the new connection.
   *
   * @example
   * const created = await connections.create(request.caller, { name: page.name, provider: 'facebook', credentials })
   */
  create(caller: Caller, draft: ConnectionDraft): Promise<ConnectionRecord>
  /**
   * The inbound sink a started provider gets at `connect`, usable in any process: channels whose
   * events arrive by webhook (and are processed by a job on whichever node runs it) report them
   * here whether or not a session of theirs started in this process. Only connections of the
   * plugin's own providers are accepted (others fail with ERR_NO_PERMISSION).
   *
   * @example
   * await connections.sink.receive(connection, { kind: 'ack', externalId: mid, ack: 3, timestamp })
   */
  readonly sink: InboundSink
}

/**
 * What a channel said about an address: it has an account, it has none, or the channel cannot tell.
 *
 * @example
 * const valid: boolean | null = check === 'unchecked' ? null : check === 'reachable'
 */
export type RecipientCheck = 'reachable' | 'unreachable' | 'unchecked'

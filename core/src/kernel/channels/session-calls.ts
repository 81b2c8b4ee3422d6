import type {
  ChannelConnection,
  ChannelProvider,
  ChannelRecipient,
  ExtensionsApi,
  OutboundMessage,
  SentReceipt,
  TypingState,
} from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import { type ConnectionChannel, findChannelProvider } from './channel-for.ts'
import { createSessionRelay, type RelayedCall, type SessionRelay } from './session-relay.ts'

/** A connection as stored, with its session status (administration.md §4). */
export interface StoredConnection extends ChannelConnection {
  status: string
}

/** The provider calls that need the connection's live session. */
const sessionMethods = new Set([
  'checkRecipient',
  'send',
  'edit',
  'delete',
  'react',
  'markRead',
  'typing',
  'restart',
] as const)
type SessionMethod = typeof sessionMethods extends Set<infer Method> ? Method : never
type ArgumentsOf<M extends SessionMethod> =
  NonNullable<ChannelProvider[M]> extends (connection: ChannelConnection, ...rest: infer A) => unknown
    ? A
    : never
type ResultOf<M extends SessionMethod> = Awaited<ReturnType<NonNullable<ChannelProvider[M]>>>

/**
 * The provider calls that act on a connection's session, run where the session is. A provider
 * that says where its sessions are (`holdsSession`) is called here when this process holds the
 * session, and otherwise through the process that does (over Redis); any other provider is
 * called here. Callers check the provider's capabilities (and that it has the optional method)
 * first, as they would before calling it directly.
 *
 * @example
 * const channel = channelFor(kernel, connectionRow)
 * const receipt = await kernel.sessionCalls.send(channel, recipient, { kind: 'text', body: 'Olá' })
 */
export interface SessionCalls {
  /** Whether the recipient can receive on the channel (ERR_WAPP_INVALID_CONTACT when not). */
  checkRecipient(channel: ConnectionChannel, to: ChannelRecipient): Promise<void>
  send(channel: ConnectionChannel, to: ChannelRecipient, message: OutboundMessage): Promise<SentReceipt>
  edit(channel: ConnectionChannel, to: ChannelRecipient, externalId: string, body: string): Promise<void>
  delete(channel: ConnectionChannel, to: ChannelRecipient, externalId: string): Promise<void>
  react(channel: ConnectionChannel, to: ChannelRecipient, externalId: string, emoji: string): Promise<void>
  markRead(channel: ConnectionChannel, to: ChannelRecipient, externalIds: string[]): Promise<void>
  typing(channel: ConnectionChannel, to: ChannelRecipient, state: TypingState): Promise<void>
  /** Restarts the session where it runs (ERR_WAPP_NOT_INITIALIZED when no process holds it). */
  restart(channel: ConnectionChannel): Promise<void>
  /** Starts running here the calls other processes relay (scale-out only). */
  start(): Promise<void>
  /** Stops taking relayed calls and closes the Redis connections. */
  close(): Promise<void>
}

export interface SessionCallsOptions {
  config: Pick<Config, 'REDIS_URL' | 'REDIS_PREFIX'>
  /**
   * The connection as stored now, with its status, or null when it is gone: given by the
   * connections module, so a relayed call acts on the stored connection, never on the claim.
   */
  storedConnection(companyId: number, connectionId: number): Promise<StoredConnection | null>
  extensions: ExtensionsApi
  log: FastifyBaseLogger
  /** How long to wait for the process holding a session; see HOLDER_TIMEOUT_MS. */
  holderTimeoutMs?: number
}

async function callHere<M extends SessionMethod>(
  provider: ChannelProvider,
  connection: ChannelConnection,
  method: M,
  args: ArgumentsOf<M>,
): Promise<ResultOf<M>> {
  const implementation = provider[method] as
    | ((connection: ChannelConnection, ...rest: unknown[]) => Promise<ResultOf<M>>)
    | undefined
  if (!implementation) throw new Error(`Channel provider "${provider.id}" has no ${method}`)
  return implementation.call(provider, connection, ...args)
}

const runsHere = (provider: ChannelProvider, connection: ChannelConnection) =>
  !provider.holdsSession || provider.holdsSession(connection)

/**
 * Statuses in which no process runs a usable session (administration.md §4): logged out, waiting
 * for a QR scan or a pairing code, given up. A call on such a connection fails at once instead of
 * waiting for a holder that cannot answer. OPENING is not among them: a session reconnecting
 * somewhere may still take the call within the wait.
 */
const sessionlessStatuses: ReadonlySet<string> = new Set(['DISCONNECTED', 'qrcode', 'PAIRING', 'TIMEOUT'])

export function createSessionCalls(options: SessionCallsOptions): SessionCalls {
  const { storedConnection, extensions } = options

  /** A call another process relayed: run it when the session is here, on the connection as stored. */
  function take(call: RelayedCall): (() => Promise<unknown>) | undefined {
    if (!sessionMethods.has(call.method as SessionMethod)) return undefined
    const provider = findChannelProvider({ extensions }, call.providerId)
    if (!provider?.holdsSession?.(call.connection)) return undefined
    return async () => {
      // The relayed connection is only a claim (and has no credentials): act on the stored one.
      const stored = await storedConnection(call.connection.companyId, call.connection.id)
      if (!stored || stored.provider !== provider.id) throw new AppError('ERR_NO_WAPP_FOUND')
      const { status: _status, ...connection } = stored
      if (!provider.holdsSession!(connection)) throw new AppError('ERR_WAPP_NOT_INITIALIZED')
      const method = call.method as SessionMethod
      return callHere(provider, connection, method, call.args as ArgumentsOf<typeof method>)
    }
  }

  const relay: SessionRelay | undefined = options.config.REDIS_URL
    ? createSessionRelay({
        redisUrl: options.config.REDIS_URL,
        prefix: options.config.REDIS_PREFIX,
        log: options.log,
        holderTimeoutMs: options.holderTimeoutMs,
        take,
      })
    : undefined

  async function call<M extends SessionMethod>(
    { provider, connection }: ConnectionChannel,
    method: M,
    args: ArgumentsOf<M>,
  ): Promise<ResultOf<M>> {
    if (runsHere(provider, connection)) return callHere(provider, connection, method, args)
    // A single process without Redis has nowhere else to look: the session is simply not running.
    if (!relay) throw new AppError('ERR_WAPP_NOT_INITIALIZED')
    const stored = await storedConnection(connection.companyId, connection.id)
    if (!stored || sessionlessStatuses.has(stored.status)) throw new AppError('ERR_WAPP_NOT_INITIALIZED')
    const result = await relay.request({
      providerId: provider.id,
      connection: { ...connection, token: null, webhookSecret: null },
      method,
      args,
    })
    return result as ResultOf<M>
  }

  return {
    checkRecipient: (channel, to) => call(channel, 'checkRecipient', [to]),
    send: (channel, to, message) => call(channel, 'send', [to, message]),
    edit: (channel, to, externalId, body) => call(channel, 'edit', [to, externalId, body]),
    delete: (channel, to, externalId) => call(channel, 'delete', [to, externalId]),
    react: (channel, to, externalId, emoji) => call(channel, 'react', [to, externalId, emoji]),
    markRead: (channel, to, externalIds) => call(channel, 'markRead', [to, externalIds]),
    typing: (channel, to, state) => call(channel, 'typing', [to, state]),
    restart: (channel) => call(channel, 'restart', []),
    start: async () => relay?.open(),
    close: async () => relay?.close(),
  }
}

import {
  AppError,
  type Caller,
  type ChannelProvider,
  channelProviders,
  type PlanFlag,
} from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { findChannelProvider } from '../../kernel/channels/channel-for.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { ConnectionQueue } from '../queues/index.ts'
import { checkCredentials, withCredentials } from './connection-credentials.ts'
import { type ConnectionOptions, pickConnectionOptions, readConnectionOptions } from './connection-options.ts'
import { generateConnectionToken, generateWebhookSecret } from './connection-token.ts'
import { clearDefaultConnection } from './default-connection.ts'
import { type Channel, Connection, type IConnection } from './entities.ts'
import { legacyProviderNames } from './provider-names.ts'
import type { ConnectionCreateSchema, ConnectionUpdateSchema } from './schemas.ts'
import { checkConnectionRules } from './validate-connection.ts'

export type ConnectionCreateBody = Static<typeof ConnectionCreateSchema>
export type ConnectionUpdateBody = Static<typeof ConnectionUpdateSchema>

/** The plan flag each channel needs (administration.md §6). */
const channelPlanFlag: Record<Channel, PlanFlag> = {
  whatsapp: 'useWhatsapp',
  whatsappapi: 'useWhatsapp',
  facebook: 'useFacebook',
  instagram: 'useInstagram',
  api: 'useExternalApi',
}

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { message: `${field} ${message}`, fields: [{ field, message }] })

/**
 * The loaded provider a connection will run on: the one named, or the first loaded for the
 * channel. A connection on a provider no plugin provides could never connect, so it is refused.
 */
export function chooseProvider(
  kernel: Pick<Kernel, 'extensions'>,
  channel: Channel | undefined,
  providerId?: string,
): ChannelProvider {
  const providers = kernel.extensions.get(channelProviders)
  if (providerId && !legacyProviderNames.has(providerId)) {
    const provider = providers.find((candidate) => candidate.id === providerId)
    if (!provider) throw invalid('provider', `"${providerId}" is not a loaded channel provider`)
    if (channel && provider.channel !== channel && !sameFamily(channel, provider.channel)) {
      throw invalid(
        'channel',
        `provider "${providerId}" serves the ${provider.channel} channel, not ${channel}`,
      )
    }
    return provider
  }
  const wanted = channel ?? 'whatsapp'
  const provider = providers.find((candidate) => candidate.channel === wanted)
  if (!provider) throw invalid('provider', `no channel provider for the ${wanted} channel is loaded`)
  return provider
}

/**
 * "whatsapp" names the WhatsApp family when a provider is named: `{ channel: 'whatsapp', provider:
 * 'cloud' }` is a Cloud API connection, whose channel is `whatsappapi`.
 */
function sameFamily(asked: Channel, served: ChannelProvider['channel']): boolean {
  return asked === 'whatsapp' && served === 'whatsappapi'
}

/** administration.md §5: a name of 2 to 50 characters, not counting surrounding spaces. */
/** A webhook URL must not point into our own network (SSRF): refused when saved, naming the field. */
async function checkWebhookUrl(kernel: Pick<Kernel, 'outbound'>, url: string): Promise<void> {
  try {
    await kernel.outbound.check(url)
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'ERR_URL_NOT_ALLOWED') throw error
    throw new AppError('ERR_URL_NOT_ALLOWED', {
      message: error.message,
      fields: [{ field: 'webhookUrl', message: 'points to a private or internal network' }],
    })
  }
}

function checkName(name: string | undefined): void {
  if (name !== undefined && name.trim().length < 2) throw invalid('name', 'must have 2 to 50 characters')
}

function checkPlanFeature(caller: Caller, channel: Channel): void {
  if (caller.super) return
  if (!caller.company.planFlags[channelPlanFlag[channel]]) throw new AppError('ERR_PLAN_FEATURE_DISABLED')
}

/**
 * Refuses one more connection when the company has as many as its plan allows (0 = no limit).
 * Runs inside the creating transaction and locks the company row, so two creations at once cannot
 * both see room for one.
 */
async function assertConnectionRoom(tx: Em, caller: Caller): Promise<void> {
  if (caller.super) return
  const [plan] = await tx.execute<{ limit: number }[]>(
    `select p.connections as limit from companies c join plans p on p.id = c.plan_id where c.id = ? for update of c`,
    [caller.companyId],
  )
  if (!plan || plan.limit <= 0) return
  // Counted in a statement of its own: its snapshot is taken after the lock, so it sees what the
  // previous holder committed (a subquery of the locking statement would not).
  const [used] = await tx.execute<{ count: string | number }[]>(
    'select count(*) as count from connections where company_id = ?',
    [caller.companyId],
  )
  if (Number(used?.count ?? 0) >= plan.limit) throw new AppError('ERR_CONNECTION_LIMIT_REACHED')
}

async function replaceQueues(tx: Em, connection: IConnection, queueIds: number[]): Promise<void> {
  await tx.nativeDelete(ConnectionQueue, { connectionId: connection.id })
  for (const queueId of new Set(queueIds)) {
    tx.create(ConnectionQueue, { connectionId: connection.id, queueId, companyId: connection.companyId })
  }
}

async function currentQueueIds(em: Em, connectionId: number): Promise<number[]> {
  return (await em.find(ConnectionQueue, { connectionId })).map((link) => link.queueId)
}

/**
 * Creates a connection (POST /whatsapp): the company's first connection is its default; asking
 * for default moves the flag from the previous one in the same transaction. The token is
 * generated when absent, and so is the webhook secret when a webhook URL is given.
 */
export async function createConnection(
  kernel: Pick<Kernel, 'extensions' | 'outbound'>,
  em: Em,
  caller: Caller,
  body: ConnectionCreateBody,
): Promise<SavedConnection> {
  checkName(body.name)
  if (body.webhookUrl) await checkWebhookUrl(kernel, body.webhookUrl)
  const provider = chooseProvider(kernel, body.channel, body.provider)
  const channel = provider.channel
  checkPlanFeature(caller, channel)
  const checked = await checkCredentials(provider, caller.companyId, body.credentials)
  const plainOptions = { ...readConnectionOptions({}), ...pickConnectionOptions(body) }
  const options = checked ? withCredentials(plainOptions, checked.credentials) : plainOptions
  const queueIds = body.queueIds ?? []
  await checkConnectionRules(em, {
    ...plainOptions,
    greetingMessage: body.greetingMessage ?? null,
    ratingMessage: body.ratingMessage ?? null,
    queueIds,
  })
  return await em.transactional(async (tx) => {
    const companyId = caller.companyId
    await assertConnectionRoom(tx, caller)
    const isFirst = (await tx.count(Connection, {})) === 0
    const isDefault = isFirst || body.isDefault === true
    const previousDefaults = isDefault ? await clearDefaultConnection(tx, companyId) : []
    const webhookUrl = body.webhookUrl ?? null
    const connection = tx.create(Connection, {
      companyId,
      name: body.name.trim(),
      channel,
      provider: provider.id,
      status: 'DISCONNECTED',
      isDefault,
      number: body.number ?? checked?.number ?? null,
      token: body.token || generateConnectionToken(),
      greetingMessage: body.greetingMessage ?? null,
      complationMessage: body.complationMessage ?? null,
      outOfHoursMessage: body.outOfHoursMessage ?? null,
      ratingMessage: body.ratingMessage ?? null,
      groupAsTicket: body.groupAsTicket ?? 'disabled',
      allowGroup: body.allowGroup ?? false,
      webhookUrl,
      webhookSecret: body.webhookSecret || (webhookUrl ? generateWebhookSecret() : null),
      options,
    })
    await tx.flush()
    await replaceQueues(tx, connection, queueIds)
    await tx.flush()
    return { connection, previousDefaults }
  })
}

/** A saved connection and what else changed. */
export interface SavedConnection {
  connection: IConnection
  /** Connections that stopped being the default because this one became it. */
  previousDefaults: number[]
}

/**
 * What a running session must do about a saved change: pair again (`repair`: the device is
 * unlinked and a new QR code shown) or restart with the new options, still paired (`restart`).
 */
export type SessionChange = 'repair' | 'restart'

/** What an update changed that the caller must act on. */
export interface ConnectionUpdate extends SavedConnection {
  /** Undefined when the session (if any) can go on as it is. */
  sessionChange: SessionChange | undefined
}

/** Options a session reads when it opens: how it pairs, and what it asks WhatsApp for at pairing. */
const sessionOptions = [
  'pairingCodeNumber',
  'importOldMessages',
  'importRecentMessages',
  'importOldMessagesGroups',
] as const

/** A session running but not connected yet: waiting for a QR scan, a pairing code, or a retry. */
const waitingStatuses = new Set(['OPENING', 'qrcode', 'PAIRING', 'TIMEOUT'])

/**
 * administration.md §4: saving with the import switched on while CONNECTED drops the session and
 * asks for a new QR code (the history is sent only at pairing). A session still waiting to be
 * paired restarts when how it pairs or what it imports changed, so the next QR (or pairing code)
 * already carries the new options. Sessions a user stopped, and channels without pairing, are
 * left alone.
 */
function sessionChangeOf(
  connection: IConnection,
  pairs: boolean,
  stored: ConnectionOptions,
  saved: ConnectionOptions,
): SessionChange | undefined {
  if (!pairs || connection.sessionStopped) return undefined
  if (connection.status === 'CONNECTED') {
    const importSwitchedOn =
      Boolean(saved.importOldMessages) && saved.importOldMessages !== stored.importOldMessages
    return importSwitchedOn ? 'repair' : undefined
  }
  if (!waitingStatuses.has(connection.status)) return undefined
  // An empty field and one never set are the same (forms send '' for what they leave empty).
  return sessionOptions.some((key) => (saved[key] || null) !== (stored[key] || null)) ? 'restart' : undefined
}

/**
 * Updates a connection (PUT /whatsapp/:id). Unsetting the default is refused
 * (ERR_NO_OTHER_WHATSAPP): a company always has one; setting it moves the flag. Options not
 * sent keep their stored value.
 */
export async function updateConnection(
  kernel: Pick<Kernel, 'extensions' | 'outbound'>,
  em: Em,
  connection: IConnection,
  body: ConnectionUpdateBody,
): Promise<ConnectionUpdate> {
  checkName(body.name)
  if (body.webhookUrl) await checkWebhookUrl(kernel, body.webhookUrl)
  if (body.channel && body.channel !== connection.channel) {
    throw invalid('channel', 'of a connection cannot change; create a new connection')
  }
  const provider = body.provider ? chooseProvider(kernel, connection.channel, body.provider) : undefined
  if (body.isDefault === false && connection.isDefault) throw new AppError('ERR_NO_OTHER_WHATSAPP')
  const stored = readConnectionOptions(connection.options)
  const options = { ...connection.options, ...stored, ...pickConnectionOptions(body) }
  const queueIds = body.queueIds ?? (await currentQueueIds(em, connection.id))
  const greetingMessage =
    body.greetingMessage !== undefined ? body.greetingMessage : (connection.greetingMessage ?? null)
  const ratingMessage =
    body.ratingMessage !== undefined ? body.ratingMessage : (connection.ratingMessage ?? null)
  await checkConnectionRules(em, {
    ...readConnectionOptions(options),
    greetingMessage,
    ratingMessage,
    queueIds,
  })
  const runningProvider = provider ?? findChannelProvider(kernel, connection.provider)
  const checked = runningProvider
    ? await checkCredentials(runningProvider, connection.companyId, body.credentials, connection)
    : undefined
  const savedOptions = checked ? withCredentials(options, checked.credentials) : options
  // New credentials reach the channel through a fresh connect (the provider reads them there).
  const sessionChange = checked
    ? 'restart'
    : sessionChangeOf(
        connection,
        runningProvider !== undefined && runningProvider.traits.pairing !== false,
        stored,
        readConnectionOptions(options),
      )
  const saved: SavedConnection = await em.transactional(async (tx) => {
    const previousDefaults =
      body.isDefault === true && !connection.isDefault
        ? await clearDefaultConnection(tx, connection.companyId, connection.id)
        : []
    const managed = await tx.findOneOrFail(Connection, { id: connection.id })
    if (body.name !== undefined) managed.name = body.name.trim()
    if (provider) managed.provider = provider.id
    if (body.isDefault === true) managed.isDefault = true
    if (body.number !== undefined) managed.number = body.number
    if (body.token !== undefined) managed.token = body.token || generateConnectionToken()
    if (body.greetingMessage !== undefined) managed.greetingMessage = body.greetingMessage
    if (body.complationMessage !== undefined) managed.complationMessage = body.complationMessage
    if (body.outOfHoursMessage !== undefined) managed.outOfHoursMessage = body.outOfHoursMessage
    if (body.ratingMessage !== undefined) managed.ratingMessage = body.ratingMessage
    if (body.groupAsTicket !== undefined) managed.groupAsTicket = body.groupAsTicket
    if (body.allowGroup !== undefined) managed.allowGroup = body.allowGroup
    if (body.webhookUrl !== undefined) managed.webhookUrl = body.webhookUrl
    if (body.webhookSecret !== undefined) managed.webhookSecret = body.webhookSecret || null
    if (managed.webhookUrl && !managed.webhookSecret) managed.webhookSecret = generateWebhookSecret()
    managed.options = savedOptions
    if (checked?.number && body.number === undefined) managed.number = checked.number
    if (body.queueIds !== undefined) await replaceQueues(tx, managed, body.queueIds)
    await tx.flush()
    return { connection: managed, previousDefaults }
  })
  return { ...saved, sessionChange }
}

import type { ChannelRecipient, MessagesApi, OutboundMessage, RecipientCheck } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { Connection, channelFor, type IConnection } from '../connections/index.ts'
import { Contact, normalizePhoneNumber, recipientOf } from '../contacts/index.ts'
import { copyStoredMedia, sendMessage } from '../messages/index.ts'
import { Ticket } from '../tickets/index.ts'
import { messageRecord } from './message-record.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** Channels whose addresses are phone numbers (the rest take the address as given). */
const phoneChannels = new Set(['whatsapp', 'whatsappapi', 'api'])

export async function companyConnection(
  em: Em,
  companyId: number,
  connectionId: number,
): Promise<IConnection> {
  const connection = await em.findOne(Connection, { id: connectionId, companyId })
  if (!connection) throw new AppError('ERR_NO_WAPP_FOUND')
  return connection
}

function runningChannel(kernel: Kernel, connection: IConnection) {
  if (connection.status !== 'CONNECTED') {
    throw new AppError('ERR_WAPP_NOT_INITIALIZED', {
      message: `The connection ${connection.name} is ${connection.status}`,
    })
  }
  return channelFor(kernel, connection)
}

/** `ConnectionsApi.checkRecipient`: the channel's answer for an address, through the session's process. */
export async function checkRecipient(
  deps: PluginServiceDeps,
  companyId: number,
  connectionId: number,
  address: string,
): Promise<RecipientCheck> {
  const kernel = deps.kernel()
  const connection = await companyConnection(serviceEm(deps.orm(), companyId), companyId, connectionId)
  const channel = runningChannel(kernel, connection)
  if (!channel.provider.checkRecipient) return 'unchecked'
  const to: ChannelRecipient = {
    address: phoneChannels.has(connection.channel) ? (normalizePhoneNumber(address) ?? address) : address,
    isGroup: false,
  }
  try {
    await kernel.sessionCalls.checkRecipient(channel, to)
    return 'reachable'
  } catch (error) {
    if (error instanceof AppError && error.code === 'ERR_WAPP_INVALID_CONTACT') return 'unreachable'
    throw error
  }
}

/** `MessagesApi.send` and `sendDirect`: sending for plugins, on a ticket or straight through a connection. */
export function channelSends(deps: PluginServiceDeps): Pick<MessagesApi, 'send' | 'sendDirect'> {
  return {
    async send(companyId, ticketId, content) {
      const kernel = deps.kernel()
      const em = serviceEm(deps.orm(), companyId)
      const ticket = await em.findOne(Ticket, { id: ticketId, companyId })
      if (!ticket) throw new AppError('ERR_NO_TICKET_FOUND')
      let outbound: OutboundMessage = { kind: 'text', body: content.text }
      let mediaKey: string | undefined
      if (content.media) {
        // The ticket's message keeps a copy of its own: the plugin may remove its file later.
        const copy = await copyStoredMedia(
          kernel.storage,
          companyId,
          content.media.key,
          content.media.fileName,
        )
        mediaKey = copy.key
        outbound = {
          kind: 'media',
          body: content.text,
          media: { path: copy.path, fileName: copy.fileName, mimeType: content.media.mimeType },
        }
      }
      try {
        const view = await sendMessage(kernel, em, ticket, outbound, {
          ...(mediaKey ? { stored: { mediaUrl: mediaKey, body: content.media?.fileName } } : {}),
        })
        return messageRecord(view.id, em)
      } catch (error) {
        const stored = error instanceof AppError && error.code === 'ERR_SENDING_WAPP_MSG'
        if (mediaKey && !stored) await kernel.storage.remove(mediaKey)
        throw error
      }
    },
    async sendDirect(companyId, { connectionId, contactId, content }) {
      const kernel = deps.kernel()
      const em = serviceEm(deps.orm(), companyId)
      const connection = await companyConnection(em, companyId, connectionId)
      const contact = await em.findOne(Contact, { id: contactId, companyId })
      if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
      const channel = runningChannel(kernel, connection)
      const to = await recipientOf(em, contact, connection.channel)
      if (channel.provider.checkRecipient) await kernel.sessionCalls.checkRecipient(channel, to)
      let outbound: OutboundMessage = { kind: 'text', body: content.text }
      if (content.media) {
        if (kernel.storage.companyOf(content.media.key) !== companyId) throw new AppError('ERR_NOT_FOUND')
        outbound = {
          kind: 'media',
          body: content.text,
          media: {
            path: kernel.storage.pathOf(content.media.key),
            fileName: content.media.fileName,
            mimeType: content.media.mimeType,
          },
        }
      }
      try {
        const receipt = await kernel.sessionCalls.send(channel, to, outbound)
        return { externalId: receipt.externalId }
      } catch (error) {
        if (error instanceof AppError) throw error
        const reason = error instanceof Error ? error.message : String(error)
        throw new AppError('ERR_SENDING_WAPP_MSG', {
          message: reason.slice(0, 500) || 'failed',
          cause: error,
        })
      }
    },
  }
}

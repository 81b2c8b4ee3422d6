import type { MessagesApi } from '@atendo/plugin-api'
import { Message, sendToNumber, transcriptionAudioOf } from '../messages/index.ts'
import { channelSends } from './channel-sends.ts'
import { messageRecordOf as messageRecord } from './message-record.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** Most messages one `listByTicket` answers. */
const maxListed = 1000

/** `MessagesApi`: reads, sends on a ticket or through a connection, and `sendToNumber`; every call scoped to the company asked for. */
export function messagesService(deps: PluginServiceDeps): MessagesApi {
  return {
    ...channelSends(deps),
    async find(companyId, messageId) {
      const message = await serviceEm(deps.orm(), companyId).findOne(Message, { id: messageId, companyId })
      return message ? messageRecord(message) : undefined
    },
    async listByTicket(companyId, ticketId, options = {}) {
      const direction = options.last ? 'desc' : 'asc'
      const found = await serviceEm(deps.orm(), companyId).find(
        Message,
        { companyId, ticketId },
        {
          orderBy: { createdAt: direction, id: direction },
          limit: Math.min(options.limit ?? maxListed, maxListed),
        },
      )
      if (options.last) found.reverse()
      return found.map(messageRecord)
    },
    async receivedAudio(companyId, messageId) {
      const message = await serviceEm(deps.orm(), companyId).findOne(Message, { id: messageId, companyId })
      const storage = deps.storage()
      if (!message || message.fromMe || message.mediaType !== 'audio' || message.isDeleted) return undefined
      // A channel may keep only a link to its own copy: then there is no file of ours.
      if (!message.mediaUrl || storage.companyOf(message.mediaUrl) !== companyId) return undefined
      return transcriptionAudioOf(storage, message.mediaUrl).catch(() => undefined)
    },
    async findByExternalIds(companyId, connectionId, externalIds) {
      if (externalIds.length === 0) return []
      const found = await serviceEm(deps.orm(), companyId).find(
        Message,
        { companyId, connectionId, externalId: { $in: externalIds } },
        { orderBy: { id: 'asc' } },
      )
      return found.map(messageRecord)
    },
    async sendToNumber(request) {
      const outcome = await sendToNumber(deps.kernel(), request)
      return { ...outcome, messages: outcome.messages.map(messageRecord) }
    },
  }
}

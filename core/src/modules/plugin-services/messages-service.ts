import type { MessageRecord, MessagesApi } from '@atendo/plugin-api'
import { type IMessage, Message } from '../messages/index.ts'
import type { PluginServiceDeps } from './plugin-service-deps.ts'
import { serviceEm } from './service-em.ts'

/** Most messages one `listByTicket` answers. */
const maxListed = 1000

function messageRecord(message: IMessage): MessageRecord {
  return {
    id: message.id,
    ticketId: message.ticketId,
    contactId: message.contactId ?? null,
    connectionId: message.connectionId ?? null,
    externalId: message.externalId ?? null,
    fromMe: message.fromMe,
    body: message.body,
    mediaType: message.mediaType ?? null,
    ack: message.ack,
    isDeleted: message.isDeleted,
    createdAt: message.createdAt,
  }
}

/** `MessagesApi`: read-only, every call scoped to the company asked for. */
export function messagesService(deps: PluginServiceDeps): MessagesApi {
  return {
    async find(companyId, messageId) {
      const message = await serviceEm(deps.orm(), companyId).findOne(Message, { id: messageId, companyId })
      return message ? messageRecord(message) : undefined
    },
    async listByTicket(companyId, ticketId, options = {}) {
      const found = await serviceEm(deps.orm(), companyId).find(
        Message,
        { companyId, ticketId },
        { orderBy: { createdAt: 'asc', id: 'asc' }, limit: Math.min(options.limit ?? maxListed, maxListed) },
      )
      return found.map(messageRecord)
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
  }
}

import type { MessagesApi } from '@atendo/plugin-api'
import { Message, sendToNumber } from '../messages/index.ts'
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
    async sendToNumber(request) {
      const outcome = await sendToNumber(deps.kernel(), request)
      return { ...outcome, messages: outcome.messages.map(messageRecord) }
    },
  }
}

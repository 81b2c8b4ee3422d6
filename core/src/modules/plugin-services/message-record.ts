import type { MessageRecord } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { type IMessage, Message } from '../messages/index.ts'

export function messageRecordOf(message: IMessage): MessageRecord {
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

/** The stored message with this id, as the contract answers it. */
export async function messageRecord(id: number, em: Em): Promise<MessageRecord> {
  const message = await em.findOne(Message, { id })
  if (!message) throw new AppError('ERR_NOT_FOUND', { message: 'Message not found' })
  return messageRecordOf(message)
}

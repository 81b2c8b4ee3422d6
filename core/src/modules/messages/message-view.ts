import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { Contact, type IContact } from '../contacts/index.ts'
import { type IQueue, Queue } from '../queues/index.ts'
import type { ITicket } from '../tickets/index.ts'
import { type IMessage, Message } from './entities.ts'

/** A message as the conversation shows it (inbox.md §3 Message). */
export interface MessageView {
  id: number
  body: string
  fromMe: boolean
  mediaType: string | null
  mediaUrl: string | null
  createdAt: string
  updatedAt: string
  ack: number
  isDeleted: boolean
  isEdited: boolean
  isForwarded: boolean
  isPrivate: boolean
  /** Why the channel refused this outbound message; null unless sending failed. */
  sendError: string | null
  participant: string | null
  dataJson: string | null
  queueId: number | null
  queue: { id: number; name: string; color: string } | null
  ticketId: number
  ticket: { id: number; uuid: string; queueId: number | null }
  contactId: number | null
  contact: { id: number; name: string; number: string | null; urlPicture: string | null } | null
  userId: number | null
  companyId: number
  quotedMsg: {
    id: number
    body: string
    fromMe: boolean
    mediaType: string | null
    mediaUrl: string | null
    contact: { id: number; name: string } | null
  } | null
}

/** Stored media keys become signed URLs; links from elsewhere are passed through. */
export function mediaUrlOf(storage: MediaStorage, mediaUrl: string | null | undefined): string | null {
  if (!mediaUrl) return null
  return storage.companyOf(mediaUrl) !== undefined ? storage.url(mediaUrl) : mediaUrl
}

/** Views for messages of one ticket, with one query per related table. */
export async function loadMessageViews(
  em: Em,
  storage: MediaStorage,
  ticket: Pick<ITicket, 'id' | 'uuid' | 'queueId'>,
  messages: IMessage[],
): Promise<MessageView[]> {
  if (messages.length === 0) return []
  const quotedIds = [...new Set(messages.map((message) => message.quotedMsgId).filter((id) => id != null))]
  const quoted = quotedIds.length ? await em.find(Message, { id: { $in: quotedIds } }) : []
  const contactIds = [
    ...new Set([...messages, ...quoted].map((message) => message.contactId).filter((id) => id != null)),
  ]
  const queueIds = [...new Set(messages.map((message) => message.queueId).filter((id) => id != null))]
  const [contacts, queues] = await Promise.all([
    contactIds.length ? em.find(Contact, { id: { $in: contactIds } }) : [],
    queueIds.length ? em.find(Queue, { id: { $in: queueIds } }) : [],
  ])
  return messageViewsOf(storage, ticket, messages, { quoted, contacts, queues })
}

/** The rows a message view shows beside the message's own (messageViewsOf). */
export interface MessageRelated {
  quoted: IMessage[]
  contacts: IContact[]
  queues: IQueue[]
}

/**
 * The views of one ticket's messages whose related rows are at hand: loaded (loadMessageViews) or
 * written in the same transaction (the inbound pipeline's live events).
 */
export function messageViewsOf(
  storage: MediaStorage,
  ticket: Pick<ITicket, 'id' | 'uuid' | 'queueId'>,
  messages: IMessage[],
  related: MessageRelated,
): MessageView[] {
  const contactById = new Map(related.contacts.map((contact) => [contact.id, contact]))
  const queueById = new Map(related.queues.map((queue) => [queue.id, queue]))
  const quotedById = new Map(related.quoted.map((message) => [message.id, message]))

  return messages.map((message) => {
    const contact = message.contactId ? contactById.get(message.contactId) : undefined
    const queue = message.queueId ? queueById.get(message.queueId) : undefined
    const quotedMessage = message.quotedMsgId ? quotedById.get(message.quotedMsgId) : undefined
    const quotedContact = quotedMessage?.contactId ? contactById.get(quotedMessage.contactId) : undefined
    return {
      id: message.id,
      body: message.body,
      fromMe: message.fromMe,
      mediaType: message.mediaType ?? null,
      mediaUrl: mediaUrlOf(storage, message.mediaUrl),
      createdAt: message.createdAt.toISOString(),
      updatedAt: message.updatedAt.toISOString(),
      ack: message.ack,
      isDeleted: message.isDeleted,
      isEdited: message.isEdited,
      isForwarded: message.isForwarded,
      isPrivate: message.isPrivate,
      sendError: message.sendError ?? null,
      participant: message.participant ?? null,
      dataJson: message.dataJson ?? null,
      queueId: message.queueId ?? null,
      queue: queue ? { id: queue.id, name: queue.name, color: queue.color } : null,
      ticketId: message.ticketId,
      ticket: { id: ticket.id, uuid: ticket.uuid, queueId: ticket.queueId ?? null },
      contactId: message.contactId ?? null,
      contact: contact
        ? {
            id: contact.id,
            name: contact.name,
            number: contact.number ?? null,
            urlPicture: contact.urlPicture ?? null,
          }
        : null,
      userId: message.userId ?? null,
      companyId: message.companyId,
      quotedMsg: quotedMessage
        ? {
            id: quotedMessage.id,
            body: quotedMessage.body,
            fromMe: quotedMessage.fromMe,
            mediaType: quotedMessage.mediaType ?? null,
            mediaUrl: mediaUrlOf(storage, quotedMessage.mediaUrl),
            contact: quotedContact ? { id: quotedContact.id, name: quotedContact.name } : null,
          }
        : null,
    }
  })
}

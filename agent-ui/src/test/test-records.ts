import type { Message, Ticket } from '../api/models.ts'

/** Component tests' records: whole API answers (as the SDK types them) with what a test changes. */

const createdAt = '2026-11-22T10:00:00.000Z'

/** An open ticket of contact 4 (Marta) on a WhatsApp connection, without queue or owner. */
export function testTicket(overrides: Partial<Ticket> = {}): Ticket {
  const id = overrides.id ?? 9
  return {
    id,
    uuid: `uuid-${id}`,
    companyId: 1,
    contactId: 4,
    userId: null,
    queueId: null,
    whatsappId: 1,
    status: 'open',
    channel: 'whatsapp',
    lastMessage: null,
    updatedAt: createdAt,
    createdAt,
    unreadMessages: 0,
    isBot: false,
    isGroup: false,
    isTransfered: false,
    useIntegration: false,
    amountUsedBotQueues: 0,
    contact: {
      id: 4,
      name: 'Marta',
      number: '5511999990000',
      email: null,
      urlPicture: null,
      isGroup: false,
      active: true,
      channel: 'whatsapp',
    },
    queue: null,
    user: null,
    whatsapp: { id: 1, name: 'WhatsApp', channel: 'whatsapp', groupAsTicket: 'disabled' },
    tags: [],
    userRating: null,
    ...overrides,
  }
}

/** A text message the contact sent on ticket 9. */
export function testMessage(overrides: Partial<Message> = {}): Message {
  const ticketId = overrides.ticketId ?? 9
  return {
    id: 1,
    body: 'Olá',
    fromMe: false,
    mediaType: null,
    mediaUrl: null,
    createdAt,
    updatedAt: createdAt,
    ack: 0,
    isDeleted: false,
    isEdited: false,
    isForwarded: false,
    isPrivate: false,
    sendError: null,
    participant: null,
    dataJson: null,
    queueId: null,
    queue: null,
    ticketId,
    ticket: { id: ticketId, uuid: `uuid-${ticketId}`, queueId: null },
    contactId: 4,
    contact: { id: 4, name: 'Marta', number: '5511999990000', urlPicture: null },
    userId: null,
    companyId: 1,
    quotedMsg: null,
    ...overrides,
  }
}

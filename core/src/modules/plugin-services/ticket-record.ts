import type { TicketRecord } from '@atendo/plugin-api'
import type { ITicket } from '../tickets/index.ts'

export function ticketRecord(ticket: ITicket): TicketRecord {
  return {
    id: ticket.id,
    status: ticket.status,
    contactId: ticket.contactId,
    connectionId: ticket.connectionId ?? null,
    queueId: ticket.queueId ?? null,
    userId: ticket.userId ?? null,
    isGroup: ticket.isGroup,
    lastMessage: ticket.lastMessage ?? null,
    automation: ticket.automation ?? null,
    createdAt: ticket.createdAt,
    updatedAt: ticket.updatedAt,
  }
}

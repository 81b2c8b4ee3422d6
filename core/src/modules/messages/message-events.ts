import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { type RealtimeApi, realtimeRooms } from '../../plugin-api/realtime.ts'
import type { ITicket } from '../tickets/entities.ts'
import { ticketAudience } from '../tickets/ticket-audience.ts'
import { loadTicketViews } from '../tickets/ticket-view.ts'
import type { IMessage } from './entities.ts'
import { loadMessageViews, type MessageView } from './message-view.ts'

/** The live event of a company's messages: `company-{id}-appMessage`. */
export const messageEvent = (companyId: number) => `company-${companyId}-appMessage`

/**
 * Emits a message change (`create` or `update`) with its ticket, to the open conversation and to
 * those allowed to see the ticket (lists show the last message and unread count).
 */
export async function emitMessage(
  realtime: RealtimeApi,
  em: Em,
  storage: MediaStorage,
  action: 'create' | 'update',
  ticket: ITicket,
  message: IMessage,
): Promise<MessageView> {
  const [[view], [ticketView]] = await Promise.all([
    loadMessageViews(em, storage, ticket, [message]),
    loadTicketViews(em, [ticket]),
  ])
  realtime
    .toRooms(ticket.companyId, [
      ...ticketAudience(ticket),
      realtimeRooms.chatBox(ticket.id),
      realtimeRooms.notification,
    ])
    .emit(messageEvent(ticket.companyId), {
      action,
      message: view,
      ticket: ticketView,
      contact: ticketView?.contact,
    })
  return view!
}

/** Emits that a message was removed from the conversation. */
export function emitMessageDelete(realtime: RealtimeApi, ticket: ITicket, messageId: number): void {
  realtime
    .toRooms(ticket.companyId, [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)])
    .emit(messageEvent(ticket.companyId), { action: 'delete', messageId, ticketId: ticket.id })
}

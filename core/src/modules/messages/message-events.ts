import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import { companyHidesNumbers } from '../contacts/index.ts'
import {
  type ITicket,
  loadTicketViews,
  maskTicketView,
  type TicketView,
  ticketAudience,
} from '../tickets/index.ts'
import type { IMessage } from './entities.ts'
import { maskMessageView } from './message-privacy.ts'
import { loadMessageViews, type MessageView } from './message-view.ts'

/** The live event of a company's messages: `company-{id}-appMessage`. */
export const messageEvent = (companyId: number) => `company-${companyId}-appMessage`

/**
 * Emits a message change (`create` or `update`) with its ticket, to the open conversation and to
 * those allowed to see the ticket (lists show the last message and unread count; the inbox's
 * notifications listen on the same event). Only sockets that may see the ticket hear it; when the
 * company hides numbers (LGPD), only admins get them whole. Answers the unmasked view.
 */
export async function emitMessage(
  realtime: RealtimeApi,
  em: Em,
  storage: MediaStorage,
  action: 'create' | 'update',
  ticket: ITicket,
  message: IMessage,
): Promise<MessageView> {
  const [[view], [ticketView], hideNumbers] = await Promise.all([
    loadMessageViews(em, storage, ticket, [message]),
    loadTicketViews(em, [ticket]),
    companyHidesNumbers(em),
  ])
  emitMessageView(realtime, action, ticket, view!, ticketView, hideNumbers)
  return view!
}

/**
 * Emits a message change whose views are already built (the inbound pipeline builds them from
 * what its transaction wrote): the same event and audience as `emitMessage`, nothing read.
 */
export function emitMessageView(
  realtime: RealtimeApi,
  action: 'create' | 'update',
  ticket: ITicket,
  view: MessageView,
  ticketView: TicketView | undefined,
  hideNumbers: boolean,
): void {
  const event = messageEvent(ticket.companyId)
  const rooms = [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)]
  const payload = { action, message: view, ticket: ticketView, contact: ticketView?.contact }
  if (!hideNumbers) {
    realtime.toRooms(ticket.companyId, rooms).emit(event, payload)
    return
  }
  const maskedTicket = ticketView && maskTicketView(ticketView)
  realtime.toRoom(ticket.companyId, realtimeRooms.admins).emit(event, payload)
  realtime
    .toRooms(ticket.companyId, rooms)
    .except(realtimeRooms.admins)
    .emit(event, {
      action,
      message: maskMessageView(view, ticket.isGroup),
      ticket: maskedTicket,
      contact: maskedTicket?.contact,
    })
}

/** Emits that a message was removed from the conversation. */
export function emitMessageDelete(realtime: RealtimeApi, ticket: ITicket, messageId: number): void {
  realtime
    .toRooms(ticket.companyId, [...ticketAudience(ticket), realtimeRooms.chatBox(ticket.id)])
    .emit(messageEvent(ticket.companyId), {
      action: 'delete',
      messageId,
      ticketId: ticket.id,
      // The family's message lists check `message.ticketId` before any action.
      message: { id: messageId, ticketId: ticket.id },
    })
}

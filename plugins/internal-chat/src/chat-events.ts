import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { ChatMessageView, ChatView } from './chat-views.ts'

/**
 * The live events of administration.md §7, sent to the members' own sockets only (their user
 * rooms), so a chat's title and messages never reach a user outside it. The realtime service
 * hands them to every API node.
 * - `company-{id}-chat-user-{userId}`: a chat of this user was created, changed, read or deleted;
 * - `company-{id}-chat-{chatId}`: a new message, for the open conversation;
 * - `company-{id}-chat`: a new message or a deleted chat, for the top bar's pop-over and the drawer dot.
 */
export interface ChatEvents {
  chatChanged(companyId: number, action: 'create' | 'update', chat: ChatView, userIds: number[]): void
  chatDeleted(companyId: number, chatId: number, userIds: number[]): void
  messageSent(companyId: number, chat: ChatView, message: ChatMessageView): void
}

export function createChatEvents(realtime: RealtimeApi): ChatEvents {
  const rooms = (userIds: number[]) => userIds.map((userId) => realtimeRooms.user(userId))
  return {
    chatChanged(companyId, action, chat, userIds) {
      for (const userId of userIds) {
        realtime
          .toUser(companyId, userId)
          .emit(`company-${companyId}-chat-user-${userId}`, { action, record: chat })
      }
    },
    chatDeleted(companyId, chatId, userIds) {
      for (const userId of userIds) {
        realtime
          .toUser(companyId, userId)
          .emit(`company-${companyId}-chat-user-${userId}`, { action: 'delete', id: chatId })
      }
      realtime
        .toRooms(companyId, rooms(userIds))
        .emit(`company-${companyId}-chat`, { action: 'delete', id: chatId })
    },
    messageSent(companyId, chat, message) {
      const members = rooms(chat.users.map((member) => member.userId))
      const payload = { action: 'new-message', newMessage: message, chat }
      realtime.toRooms(companyId, members).emit(`company-${companyId}-chat-${chat.id}`, payload)
      realtime.toRooms(companyId, members).emit(`company-${companyId}-chat`, payload)
    },
  }
}

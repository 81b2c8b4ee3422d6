import type { Em, UsersApi } from '@atendo/plugin-api'
import type { Static } from 'typebox'
import { ChatMember, type IChat, type IChatMessage } from './entities.ts'
import type { ChatMessageSchema, ChatSchema } from './schemas.ts'

export type ChatView = Static<typeof ChatSchema>
export type ChatMessageView = Static<typeof ChatMessageSchema>

/** Users' names by id (users removed meanwhile are left out). */
async function namesOf(users: UsersApi, companyId: number, ids: number[]): Promise<Map<number, string>> {
  const found = await users.findMany(companyId, ids)
  return new Map(found.map((user) => [user.id, user.name]))
}

/** Chats as the routes answer them, with their members' names and unread counts, in the order given. */
export async function chatViews(
  em: Em,
  users: UsersApi,
  companyId: number,
  chats: IChat[],
): Promise<ChatView[]> {
  if (chats.length === 0) return []
  const members = await em.find(
    ChatMember,
    { chatId: { $in: chats.map((chat) => chat.id) } },
    { orderBy: { id: 'asc' } },
  )
  const names = await namesOf(
    users,
    companyId,
    members.map((member) => member.userId),
  )
  return chats.map((chat) => ({
    id: chat.id,
    uuid: chat.uuid,
    title: chat.title,
    ownerId: chat.ownerId,
    lastMessage: chat.lastMessage ?? null,
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
    users: members
      .filter((member) => member.chatId === chat.id)
      .map((member) => ({
        userId: member.userId,
        unreads: member.unreads,
        user: { id: member.userId, name: names.get(member.userId) ?? '' },
      })),
  }))
}

/** Messages as the routes answer them, with their senders' names, in the order given. */
export async function chatMessageViews(
  users: UsersApi,
  companyId: number,
  messages: IChatMessage[],
): Promise<ChatMessageView[]> {
  const names = await namesOf(
    users,
    companyId,
    messages.map((message) => message.senderId),
  )
  return messages.map((message) => ({
    id: message.id,
    chatId: message.chatId,
    senderId: message.senderId,
    sender: { id: message.senderId, name: names.get(message.senderId) ?? '' },
    message: message.message,
    createdAt: message.createdAt.toISOString(),
  }))
}

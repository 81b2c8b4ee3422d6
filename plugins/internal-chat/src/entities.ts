import { defineEntity, type InferEntity, p, tenantColumns, timestampColumns } from '@atendo/plugin-api'

/**
 * A chat between users of one company (administration.md §3 "Chat"). `ownerId` is the user who
 * created it, the only one who may rename or delete it; `lastMessage` feeds the list and the
 * top bar's pop-over.
 */
export const Chat = defineEntity({
  name: 'InternalChat',
  tableName: 'internal_chat_chats',
  properties: {
    id: p.integer().primary(),
    uuid: p.uuid().unique(),
    ...tenantColumns,
    title: p.string().length(100),
    ownerId: p.integer(),
    lastMessage: p.text().nullable(),
    ...timestampColumns,
  },
})
export type IChat = InferEntity<typeof Chat>

/** A user taking part in a chat, with the messages they have not read yet. */
export const ChatMember = defineEntity({
  name: 'InternalChatMember',
  tableName: 'internal_chat_members',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    chatId: p.integer().index(),
    userId: p.integer().index(),
    unreads: p.integer().default(0),
    ...timestampColumns,
  },
})
export type IChatMember = InferEntity<typeof ChatMember>

/** One message of a chat (administration.md §3 "Chat message"). */
export const ChatMessage = defineEntity({
  name: 'InternalChatMessage',
  tableName: 'internal_chat_messages',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    chatId: p.integer(),
    senderId: p.integer(),
    message: p.text(),
    ...timestampColumns,
  },
})
export type IChatMessage = InferEntity<typeof ChatMessage>

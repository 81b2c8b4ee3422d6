import { Type } from 'typebox'

const id = Type.Integer({ minimum: 1, maximum: 2147483647 })

export const ChatUserSchema = Type.Object({
  userId: Type.Integer(),
  /** Messages of the chat this user has not read. */
  unreads: Type.Integer(),
  user: Type.Object({ id: Type.Integer(), name: Type.String() }),
})

/** A chat as the routes answer it (administration.md §3 "Chat"). */
export const ChatSchema = Type.Object({
  id: Type.Integer(),
  uuid: Type.String({ format: 'uuid' }),
  title: Type.String(),
  ownerId: Type.Integer(),
  lastMessage: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  users: Type.Array(ChatUserSchema),
})

/** A chat message (administration.md §3 "Chat message"). */
export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  chatId: Type.Integer(),
  senderId: Type.Integer(),
  sender: Type.Object({ id: Type.Integer(), name: Type.String() }),
  message: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
})

// A title and a message need a character that is not a blank (administration.md §2, §5).
const title = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })
const users = Type.Array(id, { minItems: 1, maxItems: 500, description: 'ids of the other members' })

export const ChatCreateSchema = Type.Object({ title, users })

export const ChatUpdateSchema = Type.Object({
  title: Type.Optional(title),
  users: Type.Optional(users),
})

/** A chat by id, or by the uuid the inbox's addresses carry (`/chats/{uuid}`). */
export const ChatRefSchema = Type.Object({
  id: Type.String({
    maxLength: 36,
    pattern:
      '^([1-9][0-9]{0,9}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$',
    description: 'the chat id, or its uuid',
  }),
})

export const ChatMessageCreateSchema = Type.Object({
  message: Type.String({ minLength: 1, maxLength: 10_000, pattern: '\\S' }),
})

export const ChatListQuerySchema = Type.Object({
  searchParam: Type.Optional(Type.String({ maxLength: 200 })),
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
})

export const ChatMessagesQuerySchema = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  /** Messages older than this one: stable paging while new messages arrive. */
  beforeId: Type.Optional(id),
})

export const ChatReadSchema = Type.Object({
  /** The spec's body names the user; the caller can only clear their own count. */
  userId: Type.Optional(id),
})

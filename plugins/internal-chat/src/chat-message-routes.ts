import { AppError, type PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { type ChatRouteOptions, chatAccess, chatTags } from './chat-routes.ts'
import { chatMessageViews, chatViews } from './chat-views.ts'
import { Chat, ChatMember, ChatMessage } from './entities.ts'
import { findMemberChat } from './find-chat.ts'
import {
  ChatMessageCreateSchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatReadSchema,
  ChatRefSchema,
  ChatSchema,
} from './schemas.ts'

const pageSize = 20

/** A chat's messages, sending one, and clearing the caller's unread count (administration.md §7 "Chat"). */
export const chatMessageRoutes: PluginRoutes<ChatRouteOptions> = async (fastify, { users, events }) => {
  fastify.get(
    '/chats/:id/messages',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: 'A page of a chat’s messages (20, the newest first page by page; each page oldest first)',
        params: ChatRefSchema,
        querystring: ChatMessagesQuerySchema,
        response: {
          200: Type.Object({
            records: Type.Array(ChatMessageSchema),
            count: Type.Integer(),
            hasMore: Type.Boolean(),
          }),
        },
      },
    },
    async (request) => {
      const { caller } = request
      const chat = await findMemberChat(request.em, request.params.id, caller)
      const { beforeId } = request.query
      const pageNumber = beforeId ? 1 : (request.query.pageNumber ?? 1)
      const where = { chatId: chat.id, ...(beforeId ? { id: { $lt: beforeId } } : {}) }
      const [newestFirst, total] = await request.em.findAndCount(ChatMessage, where, {
        orderBy: { id: 'desc' },
        limit: pageSize,
        offset: (pageNumber - 1) * pageSize,
      })
      return {
        records: await chatMessageViews(users, caller.companyId, newestFirst.reverse()),
        count: total,
        hasMore: (pageNumber - 1) * pageSize + newestFirst.length < total,
      }
    },
  )

  fastify.post(
    '/chats/:id/messages',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: 'Send a message to a chat (blank messages are refused)',
        params: ChatRefSchema,
        body: ChatMessageCreateSchema,
        response: { 201: ChatMessageSchema },
      },
    },
    async (request, reply) => {
      const { caller } = request
      const chat = await findMemberChat(request.em, request.params.id, caller)
      const text = request.body.message.trim()
      const message = await request.em.transactional(async (tx) => {
        const written = tx.create(ChatMessage, {
          companyId: caller.companyId,
          chatId: chat.id,
          senderId: caller.userId,
          message: text,
        })
        const locked = await tx.findOneOrFail(Chat, { id: chat.id })
        locked.lastMessage = text
        locked.updatedAt = new Date()
        await tx.flush()
        // One statement, so two messages sent at once both count.
        await tx.execute(
          `update internal_chat_members set unreads = unreads + 1, updated_at = now()
           where company_id = ? and chat_id = ? and user_id <> ?`,
          [caller.companyId, chat.id, caller.userId],
        )
        return written
      })
      const fresh = await request.em.fork().findOneOrFail(Chat, { id: chat.id })
      const [chatView] = await chatViews(request.em.fork(), users, caller.companyId, [fresh])
      const [view] = await chatMessageViews(users, caller.companyId, [message])
      events.messageSent(caller.companyId, chatView!, view!)
      return reply.status(201).send(view!)
    },
  )

  fastify.post(
    '/chats/:id/read',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: "Mark a chat read: the caller's unread count goes back to 0",
        params: ChatRefSchema,
        body: Type.Optional(ChatReadSchema),
        response: { 200: ChatSchema },
      },
    },
    async (request) => {
      const { caller } = request
      const named = request.body?.userId
      if (named !== undefined && named !== caller.userId) throw new AppError('ERR_NO_PERMISSION')
      const chat = await findMemberChat(request.em, request.params.id, caller)
      await request.em.nativeUpdate(
        ChatMember,
        { chatId: chat.id, userId: caller.userId },
        { unreads: 0, updatedAt: new Date() },
      )
      const [view] = await chatViews(request.em.fork(), users, caller.companyId, [chat])
      events.chatChanged(caller.companyId, 'update', view!, [caller.userId])
      return view!
    },
  )
}

import { randomUUID } from 'node:crypto'
import { AppError, type Caller, type Em, type PluginRoutes, type UsersApi } from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { ChatEvents } from './chat-events.ts'
import { chatViews } from './chat-views.ts'
import { Chat, ChatMember, type IChat } from './entities.ts'
import { findMemberChat, findOwnedChat } from './find-chat.ts'
import {
  ChatCreateSchema,
  ChatListQuerySchema,
  ChatRefSchema,
  ChatSchema,
  ChatUpdateSchema,
} from './schemas.ts'

export const chatTags = ['internal chat']
export const chatAccess = { access: { planFlag: 'useInternalChat' } }
const pageSize = 20

export interface ChatRouteOptions {
  users: UsersApi
  events: ChatEvents
}

/**
 * The other members a request names, checked against the caller's company: a user of another
 * company is refused exactly like a user that does not exist. The owner is always a member.
 */
async function membersOf(users: UsersApi, caller: Caller, requested: number[]): Promise<number[]> {
  const others = [...new Set(requested)].filter((userId) => userId !== caller.userId)
  if (others.length === 0) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'users', message: 'needs at least one user besides you' }],
    })
  }
  const found = await users.findMany(caller.companyId, others)
  if (found.length !== others.length) throw new AppError('ERR_NO_USER_FOUND')
  return [caller.userId, ...others]
}

/** The caller's chats (most recent activity first), a page of ids and the total. */
async function memberChatPage(
  em: Em,
  caller: Caller,
  search: string | undefined,
  pageNumber: number,
): Promise<{ chats: IChat[]; total: number }> {
  const where = `c.company_id = ? and m.user_id = ?${search ? ' and c.title ilike ?' : ''}`
  const params: unknown[] = [caller.companyId, caller.userId, ...(search ? [`%${search}%`] : [])]
  const from = 'internal_chat_chats c join internal_chat_members m on m.chat_id = c.id'
  const [counted] = await em.execute<{ total: string }[]>(
    `select count(*) as total from ${from} where ${where}`,
    params,
  )
  const rows = await em.execute<{ id: number }[]>(
    `select c.id from ${from} where ${where} order by c.updated_at desc, c.id desc limit ? offset ?`,
    [...params, pageSize, (pageNumber - 1) * pageSize],
  )
  const ids = rows.map((row) => row.id)
  const loaded = ids.length ? await em.find(Chat, { id: { $in: ids } }) : []
  const byId = new Map(loaded.map((chat) => [chat.id, chat]))
  return { chats: ids.flatMap((id) => byId.get(id) ?? []), total: Number(counted?.total ?? 0) }
}

/** Chats: listing, creating, renaming and deleting (administration.md §7 "Chat"). */
export const chatRoutes: PluginRoutes<ChatRouteOptions> = async (fastify, { users, events }) => {
  const views = (em: Em, caller: Caller, chats: IChat[]) => chatViews(em, users, caller.companyId, chats)

  // The specification calls GET /chats/ (the pop-over) and GET /chats (the page).
  // The router ignores a trailing slash, so '/chats/' answers too.
  {
    const url = '/chats'
    fastify.get(
      url,
      {
        config: chatAccess,
        schema: {
          tags: chatTags,
          summary: "The caller's chats, most recent activity first (20 a page)",
          querystring: ChatListQuerySchema,
          response: {
            200: Type.Object({
              records: Type.Array(ChatSchema),
              count: Type.Integer(),
              hasMore: Type.Boolean(),
            }),
          },
        },
      },
      async (request) => {
        const pageNumber = request.query.pageNumber ?? 1
        const search = request.query.searchParam?.trim() || undefined
        const { chats, total } = await memberChatPage(request.em, request.caller, search, pageNumber)
        return {
          records: await views(request.em, request.caller, chats),
          count: total,
          hasMore: (pageNumber - 1) * pageSize + chats.length < total,
        }
      },
    )
  }

  fastify.get(
    '/chats/:id',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: 'One chat the caller takes part in, by id or uuid',
        params: ChatRefSchema,
        response: { 200: ChatSchema },
      },
    },
    async (request) => {
      const chat = await findMemberChat(request.em, request.params.id, request.caller)
      const [view] = await views(request.em, request.caller, [chat])
      return view!
    },
  )

  fastify.post(
    '/chats',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: 'Start a chat with a title and at least one other user of the company',
        body: ChatCreateSchema,
        response: { 201: ChatSchema },
      },
    },
    async (request, reply) => {
      const { caller } = request
      const memberIds = await membersOf(users, caller, request.body.users)
      const chat = await request.em.transactional(async (tx) => {
        const created = tx.create(Chat, {
          uuid: randomUUID(),
          companyId: caller.companyId,
          title: request.body.title.trim(),
          ownerId: caller.userId,
          lastMessage: null,
        })
        await tx.flush()
        for (const userId of memberIds) {
          tx.create(ChatMember, { companyId: caller.companyId, chatId: created.id, userId, unreads: 0 })
        }
        return created
      })
      const [view] = await views(request.em, caller, [chat])
      events.chatChanged(caller.companyId, 'create', view!, memberIds)
      return reply.status(201).send(view!)
    },
  )

  fastify.put(
    '/chats/:id',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: "Rename a chat or change its members (the chat's owner only)",
        params: ChatRefSchema,
        body: ChatUpdateSchema,
        response: { 200: ChatSchema },
      },
    },
    async (request) => {
      const { caller } = request
      const chat = await findOwnedChat(request.em, request.params.id, caller)
      const before = (await request.em.find(ChatMember, { chatId: chat.id })).map((member) => member.userId)
      const after = request.body.users ? await membersOf(users, caller, request.body.users) : before
      await request.em.transactional(async (tx) => {
        const owned = await tx.findOneOrFail(Chat, { id: chat.id })
        if (request.body.title !== undefined) owned.title = request.body.title.trim()
        owned.updatedAt = new Date()
        const leaving = before.filter((userId) => !after.includes(userId))
        if (leaving.length) await tx.nativeDelete(ChatMember, { chatId: chat.id, userId: { $in: leaving } })
        for (const userId of after.filter((userId) => !before.includes(userId))) {
          tx.create(ChatMember, { companyId: caller.companyId, chatId: chat.id, userId, unreads: 0 })
        }
      })
      const fresh = await request.em.findOneOrFail(Chat, { id: chat.id }, { refresh: true })
      const [view] = await views(request.em, caller, [fresh])
      const removed = before.filter((userId) => !after.includes(userId))
      if (removed.length) events.chatDeleted(caller.companyId, chat.id, removed)
      events.chatChanged(caller.companyId, 'update', view!, after)
      return view!
    },
  )

  fastify.delete(
    '/chats/:id',
    {
      config: chatAccess,
      schema: {
        tags: chatTags,
        summary: "Delete a chat and its messages (the chat's owner only)",
        params: ChatRefSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { caller } = request
      const chat = await findOwnedChat(request.em, request.params.id, caller)
      const memberIds = (await request.em.find(ChatMember, { chatId: chat.id })).map(
        (member) => member.userId,
      )
      // Members and messages go with the chat (foreign keys on delete cascade).
      await request.em.nativeDelete(Chat, { id: chat.id })
      events.chatDeleted(caller.companyId, chat.id, memberIds)
      return { message: 'Chat deleted' }
    },
  )
}

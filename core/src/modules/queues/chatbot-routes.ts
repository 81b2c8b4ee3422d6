import type { RealtimeApi } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { formMessages, nameMessages } from '../../kernel/http/form-messages.ts'
import {
  assertDepth,
  assertReferencesExist,
  depthOf,
  findChatbotOption,
  levelsAbove,
  loadChatbotMenus,
  loadChatbotOption,
  replaceChatbotOptions,
} from './chatbot-tree.ts'
import { ChatbotOption, Queue } from './entities.ts'
import { emitQueueChange } from './queue-events.ts'
import type { QueueHooks } from './queue-hooks.ts'
import { queueView } from './queue-view.ts'
import { ChatbotCreateSchema, ChatbotOptionSchema, ChatbotUpdateSchema, IdParamsSchema } from './schemas.ts'

const tags = ['queues']
const adminOnly = { access: { profile: 'admin' as const } }
const chatbotFormMessages = formMessages({ name: nameMessages })

/** A menu changed: lists showing the queue with its menu reload it. */
async function announceMenuChange(realtime: RealtimeApi, em: Em, queueId: number | null | undefined) {
  if (!queueId) return
  const queue = await em.findOne(Queue, { id: queueId })
  if (!queue) return
  const menus = await loadChatbotMenus(em, [queue.id])
  emitQueueChange(realtime, queue.companyId, {
    action: 'update',
    queue: queueView(queue, menus.get(queue.id)),
  })
}

/** One chatbot option at a time (administration.md §7 Chatbot), for editors that save per option. */
export const chatbotRoutes: FastifyPluginAsyncTypebox<QueueHooks> = async (fastify, hooks) => {
  const { realtime } = fastify.kernel

  fastify.get(
    '/chatbot/:id',
    {
      schema: {
        tags,
        summary: 'One chatbot option with its sub-options',
        params: IdParamsSchema,
        response: { 200: ChatbotOptionSchema },
      },
    },
    async (request) => loadChatbotOption(request.em, request.params.id),
  )

  fastify.post(
    '/chatbot',
    {
      config: adminOnly,
      schemaErrorFormatter: chatbotFormMessages,
      schema: {
        tags,
        summary: "Add an option to a queue's menu (queueId) or under another option (parentId) (admin)",
        body: ChatbotCreateSchema,
        response: { 201: ChatbotOptionSchema },
      },
    },
    async (request, reply) => {
      const { em, body } = request
      const { companyId } = request.caller
      let queueId: number
      let levels = 1
      if (body.parentId !== undefined) {
        const parent = await findChatbotOption(em, body.parentId)
        if (!parent.queueId) throw new AppError('ERR_NOT_FOUND', { message: 'Chatbot option not found' })
        queueId = parent.queueId
        levels += 1 + (await levelsAbove(em, parent))
      } else if (body.queueId !== undefined) {
        if (!(await em.count(Queue, { id: body.queueId })))
          throw new AppError('ERR_NOT_FOUND', { message: 'Queue not found' })
        queueId = body.queueId
      } else {
        throw new AppError('ERR_VALIDATION', {
          message: 'queueId or parentId is required',
          fields: [{ field: 'queueId', message: 'is required (or parentId)' }],
        })
      }
      assertDepth(levels + depthOf(body.options))
      await assertReferencesExist(em, [body], hooks)
      const parentId = body.parentId ?? null
      const created = await em.transactional(async (tx) => {
        const siblings = await tx.count(ChatbotOption, { queueId, parentId })
        const option = tx.create(ChatbotOption, {
          companyId,
          queueId,
          parentId,
          name: body.name.trim(),
          greetingMessage: body.greetingMessage ?? null,
          queueType: body.queueType ?? 'text',
          closeTicket: body.closeTicket ?? false,
          optQueueId: body.optQueueId ?? null,
          optUserId: body.optUserId ?? null,
          optIntegrationId: body.optIntegrationId ?? null,
          optFileId: body.optFileId ?? null,
          position: siblings,
        })
        await tx.flush()
        if (body.options) {
          await replaceChatbotOptions(tx, { companyId, queueId, parentId: option.id }, body.options)
        }
        return option
      })
      await announceMenuChange(realtime, em, queueId)
      return reply.status(201).send(await loadChatbotOption(em, created.id))
    },
  )

  fastify.put(
    '/chatbot/:id',
    {
      config: adminOnly,
      schemaErrorFormatter: chatbotFormMessages,
      schema: {
        tags,
        summary: 'Change a chatbot option; with options, its sub-menu is replaced as a whole (admin)',
        params: IdParamsSchema,
        body: ChatbotUpdateSchema,
        response: { 200: ChatbotOptionSchema },
      },
    },
    async (request) => {
      const { em, body } = request
      const option = await findChatbotOption(em, request.params.id)
      if (body.options) assertDepth(1 + (await levelsAbove(em, option)) + depthOf(body.options))
      await assertReferencesExist(em, [{ ...body, name: body.name ?? option.name }], hooks)
      await em.transactional(async (tx) => {
        const managed = tx.merge(option)
        if (body.name !== undefined) managed.name = body.name.trim()
        if (body.greetingMessage !== undefined) managed.greetingMessage = body.greetingMessage
        if (body.queueType !== undefined) managed.queueType = body.queueType
        if (body.closeTicket !== undefined) managed.closeTicket = body.closeTicket
        if (body.optQueueId !== undefined) managed.optQueueId = body.optQueueId
        if (body.optUserId !== undefined) managed.optUserId = body.optUserId
        if (body.optIntegrationId !== undefined) managed.optIntegrationId = body.optIntegrationId
        if (body.optFileId !== undefined) managed.optFileId = body.optFileId
        await tx.flush()
        if (body.options && managed.queueId) {
          await replaceChatbotOptions(
            tx,
            { companyId: managed.companyId, queueId: managed.queueId, parentId: managed.id },
            body.options,
          )
        }
      })
      await announceMenuChange(realtime, em, option.queueId)
      return loadChatbotOption(em, option.id)
    },
  )

  fastify.delete(
    '/chatbot/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a chatbot option and its sub-options (admin)',
        params: IdParamsSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const option = await findChatbotOption(request.em, request.params.id)
      await request.em.nativeDelete(ChatbotOption, { id: option.id })
      await announceMenuChange(realtime, request.em, option.queueId)
      return { message: 'Chatbot option deleted' }
    },
  )
}

import { AppError, ListQuerySchema, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { formMessages, nameMessages } from '../../kernel/http/form-messages.ts'
import { loadChatbotMenus } from './chatbot-tree.ts'
import { type IQueue, Queue } from './entities.ts'
import { emitQueueChange } from './queue-events.ts'
import type { QueueHooks } from './queue-hooks.ts'
import { queueView } from './queue-view.ts'
import { createQueue, deleteQueue, updateQueue } from './save-queue.ts'
import { IdParamsSchema, QueueCreateSchema, QueueSchema, QueueUpdateSchema } from './schemas.ts'

const tags = ['queues']
const adminOnly = { access: { profile: 'admin' as const } }
const queueFormMessages = formMessages({ name: nameMessages })

async function findQueue(em: Em, id: number): Promise<IQueue> {
  const queue = await em.findOne(Queue, { id })
  if (!queue) throw new AppError('ERR_NOT_FOUND', { message: 'Queue not found' })
  return queue
}

async function withMenu(em: Em, queue: IQueue) {
  const menus = await loadChatbotMenus(em, [queue.id])
  return queueView(queue, menus.get(queue.id))
}

/** Queues (departments) with their chatbot menus and out-of-hours schedules (administration.md §7). */
export const queueRoutes: FastifyPluginAsyncTypebox<QueueHooks> = async (fastify, hooks) => {
  const { realtime } = fastify.kernel

  fastify.get(
    '/queue',
    {
      schema: {
        tags,
        summary: "The company's queues by orderQueue (react-admin: range/sort/filter with Content-Range)",
        querystring: ListQuerySchema,
        response: { 200: Type.Array(QueueSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, {
        pageSize: 1000,
        sortable: ['id', 'name', 'orderQueue', 'createdAt'],
      })
      const search = page.search?.trim()
      const where = search ? { name: { $ilike: `%${search}%` } } : {}
      const orderBy = page.orderBy
        ? { [page.orderBy.field]: page.orderBy.direction }
        : { orderQueue: 'asc nulls last' as const, id: 'asc' as const }
      if (page.style === 'spec') {
        const queues = await request.em.find(Queue, where, { orderBy, limit: 1000 })
        return queues.map((queue) => queueView(queue))
      }
      const [queues, total] = await request.em.findAndCount(Queue, where, {
        orderBy,
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(
        reply,
        page,
        'queues',
        queues.map((queue) => queueView(queue)),
        total,
      ) as ReturnType<typeof queueView>[]
    },
  )

  fastify.get(
    '/queue/:id',
    {
      schema: {
        tags,
        summary: 'One queue with its chatbot menu and schedules',
        params: IdParamsSchema,
        response: { 200: QueueSchema },
      },
    },
    async (request) => withMenu(request.em, await findQueue(request.em, request.params.id)),
  )

  fastify.post(
    '/queue',
    {
      config: adminOnly,
      schemaErrorFormatter: queueFormMessages,
      schema: {
        tags,
        summary: 'Create a queue (admin), within the plan',
        body: QueueCreateSchema,
        response: { 201: QueueSchema },
      },
    },
    async (request, reply) => {
      const queue = await createQueue(request.em, request.caller.companyId, request.body, hooks)
      const view = await withMenu(request.em, queue)
      emitQueueChange(realtime, queue.companyId, { action: 'create', queue: view })
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/queue/:id',
    {
      config: adminOnly,
      schemaErrorFormatter: queueFormMessages,
      schema: {
        tags,
        summary: 'Change a queue, its schedules and (with chatbots) its whole menu (admin)',
        params: IdParamsSchema,
        body: QueueUpdateSchema,
        response: { 200: QueueSchema },
      },
    },
    async (request) => {
      const queue = await updateQueue(
        request.em,
        await findQueue(request.em, request.params.id),
        request.body,
        hooks,
      )
      const view = await withMenu(request.em, queue)
      emitQueueChange(realtime, queue.companyId, { action: 'update', queue: view })
      return view
    },
  )

  fastify.delete(
    '/queue/:id',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a queue (admin); its tickets stay, without a queue',
        params: IdParamsSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const queue = await findQueue(request.em, request.params.id)
      await deleteQueue(request.em, queue)
      emitQueueChange(realtime, queue.companyId, { action: 'delete', queueId: queue.id })
      return { message: 'Queue deleted' }
    },
  )
}

import {
  AppError,
  type Em,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  type RealtimeApi,
  sendPage,
} from '@atendo/plugin-api'

import { Type } from 'typebox'
import { Help, type IHelp } from './entities.ts'
import { HelpBodySchema, HelpIdSchema, HelpSchema } from './schemas.ts'

const tags = ['helps']
const superOnly = { access: { super: true } }

function helpView(help: IHelp) {
  return {
    id: help.id,
    title: help.title,
    description: help.description ?? null,
    video: help.video ?? null,
    createdAt: help.createdAt.toISOString(),
    updatedAt: help.updatedAt.toISOString(),
  }
}

async function findHelp(em: Em, id: number): Promise<IHelp> {
  const help = await em.findOne(Help, { id })
  if (!help) throw new AppError('ERR_NOT_FOUND', { message: 'Help video not found' })
  return help
}

/** Help videos: everyone reads them; only the super admin manages them. */
export const helpRoutes: PluginRoutes<{ realtime: RealtimeApi }> = async (fastify, { realtime }) => {
  // Help videos are the platform's, read in every company: each company's open help page follows.
  const announce = (action: 'create' | 'update' | 'delete', payload: object) =>
    realtime.toAllCompanies().emit((companyId) => `company-${companyId}-help`, { action, ...payload })

  fastify.get(
    '/helps',
    {
      schema: {
        tags,
        summary: 'Help videos, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('helps', HelpSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 40, sortable: ['id', 'title', 'createdAt'] })
      const where = page.search
        ? {
            $or: [{ title: { $ilike: `%${page.search}%` } }, { description: { $ilike: `%${page.search}%` } }],
          }
        : {}
      const [helps, total] = await request.em.findAndCount(Help, where, {
        orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'helps', helps.map(helpView), total)
    },
  )

  fastify.get(
    '/helps/list',
    { schema: { tags, summary: 'Every help video', response: { 200: Type.Array(HelpSchema) } } },
    async (request) => (await request.em.find(Help, {}, { orderBy: { id: 'asc' } })).map(helpView),
  )

  fastify.get(
    '/helps/:id',
    { schema: { tags, summary: 'One help video', params: HelpIdSchema, response: { 200: HelpSchema } } },
    async (request) => helpView(await findHelp(request.em, request.params.id)),
  )

  fastify.post(
    '/helps',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Add a help video (super admin)',
        body: HelpBodySchema,
        response: { 201: HelpSchema },
      },
    },
    async (request, reply) => {
      const help = request.em.create(Help, {
        title: request.body.title.trim(),
        description: request.body.description ?? null,
        video: request.body.video ?? null,
      })
      await request.em.flush()
      const view = helpView(help)
      await announce('create', { help: view })
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/helps/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Change a help video (super admin)',
        params: HelpIdSchema,
        body: HelpBodySchema,
        response: { 200: HelpSchema },
      },
    },
    async (request) => {
      const help = await findHelp(request.em, request.params.id)
      help.title = request.body.title.trim()
      if (request.body.description !== undefined) help.description = request.body.description
      if (request.body.video !== undefined) help.video = request.body.video
      await request.em.flush()
      const view = helpView(help)
      await announce('update', { help: view })
      return view
    },
  )

  fastify.delete(
    '/helps/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Delete a help video (super admin)',
        params: HelpIdSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const help = await findHelp(request.em, request.params.id)
      await request.em.remove(help).flush()
      await announce('delete', { helpId: request.params.id })
      return { message: 'Help deleted' }
    },
  )
}

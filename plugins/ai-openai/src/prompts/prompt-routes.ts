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
import { type Static, Type } from 'typebox'
import { textVoice } from '../voices.ts'
import { type IPrompt, Prompt } from './entities.ts'
import { promptView } from './prompt-view.ts'
import { PromptBody, PromptIdParams, PromptSchema } from './schemas.ts'
import { secretToStore } from './secret-mask.ts'

const tags = ['prompts']
/** Prompts are the company admin's, and only for plans with AI (administration.md §6). */
const access = { access: { planFlag: 'useOpenAi', profile: 'admin' as const } }

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

async function findPrompt(em: Em, id: number): Promise<IPrompt> {
  const prompt = await em.findOne(Prompt, { id })
  if (!prompt) throw new AppError('ERR_NOT_FOUND', { message: 'Prompt not found' })
  return prompt
}

/**
 * The columns a save writes, with the spec's defaults (§9: maxTokens 100, temperature 1,
 * maxMessages 10, voice texto). The queue is required ("Informe o setor"): the agent hands the
 * ticket to it. A voice other than texto needs its key and region.
 */
function promptColumns(body: Static<typeof PromptBody>, stored: IPrompt | undefined) {
  if (!body.queueId) throw invalid('queueId', 'Informe o setor')
  const voice = body.voice ?? textVoice
  const voiceKey = body.voiceKey ? secretToStore(body.voiceKey, stored?.voiceKey ?? null) : null
  const voiceRegion = body.voiceRegion || null
  if (voice !== textVoice && (!voiceKey || !voiceRegion)) {
    throw invalid(voiceKey ? 'voiceRegion' : 'voiceKey', 'is required to answer in voice')
  }
  const apiKey = secretToStore(body.apiKey, stored?.apiKey ?? null)
  if (apiKey === '') throw invalid('apiKey', 'is required')
  return {
    name: body.name.trim(),
    prompt: body.prompt,
    apiKey,
    voice,
    voiceKey,
    voiceRegion,
    maxTokens: body.maxTokens ?? 100,
    temperature: body.temperature ?? 1,
    maxMessages: body.maxMessages ?? 10,
    queueId: body.queueId,
  }
}

/** Prompts CRUD (administration.md §7 "Prompts"), with the `prompt` realtime event. */
export const promptRoutes: PluginRoutes<{ realtime: RealtimeApi }> = async (fastify, { realtime }) => {
  const announce = (companyId: number, action: 'create' | 'update' | 'delete', payload: object) =>
    realtime.toAdmins(companyId).emit(`company-${companyId}-prompt`, { action, ...payload })

  fastify.get(
    '/prompt',
    {
      config: access,
      schema: {
        tags,
        summary: 'The company’s AI prompts (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('prompts', PromptSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 100, sortable: ['id', 'name', 'createdAt'] })
      const where = page.search ? { name: { $ilike: `%${page.search}%` } } : {}
      const [prompts, total] = await request.em.findAndCount(Prompt, where, {
        orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'prompts', prompts.map(promptView), total)
    },
  )

  fastify.get(
    '/prompt/:id',
    {
      config: access,
      schema: { tags, summary: 'One prompt', params: PromptIdParams, response: { 200: PromptSchema } },
    },
    async (request) => promptView(await findPrompt(request.em, request.params.id)),
  )

  fastify.post(
    '/prompt',
    {
      config: access,
      schema: { tags, summary: 'Add a prompt', body: PromptBody, response: { 201: PromptSchema } },
    },
    async (request, reply) => {
      const { companyId } = request.caller
      const columns = promptColumns(request.body, undefined)
      const prompt = request.em.create(Prompt, { companyId, ...columns })
      await request.em.flush()
      const view = promptView(prompt)
      await announce(companyId, 'create', { prompt: view })
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/prompt/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a prompt (a masked key sent back keeps the stored one)',
        params: PromptIdParams,
        body: PromptBody,
        response: { 200: PromptSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const prompt = await findPrompt(request.em, request.params.id)
      const columns = promptColumns(request.body, prompt)
      Object.assign(prompt, columns)
      await request.em.flush()
      const view = promptView(prompt)
      await announce(companyId, 'update', { prompt: view })
      return view
    },
  )

  fastify.delete(
    '/prompt/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a prompt',
        params: PromptIdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const prompt = await findPrompt(request.em, request.params.id)
      await request.em.remove(prompt).flush()
      await announce(request.caller.companyId, 'delete', { promptId: request.params.id })
      return { message: 'Prompt deleted' }
    },
  )
}

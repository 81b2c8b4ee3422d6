import { randomBytes } from 'node:crypto'
import {
  AppError,
  ListQuerySchema,
  listAnswerSchema,
  type OutboundHttpApi,
  type PluginRoutes,
  pageOf,
  type RealtimeApi,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { DialogflowClient } from '../runtimes/dialogflow-client.ts'
import {
  findIntegration,
  type IntegrationRow,
  integrationColumns,
  integrationView,
} from './integration-records.ts'
import { integrationValues } from './integration-values.ts'
import {
  IdParams,
  IntegrationBody,
  IntegrationSchema,
  TestSessionAnswer,
  TestSessionBody,
} from './schemas.ts'
import { serviceAccountToStore } from './service-account-mask.ts'

const tags = ['queue-integrations']
// administration.md §6: queue integrations need the plan's useIntegrations; plain users see no-permission.
const access = { access: { profile: 'admin' as const, planFlag: 'useIntegrations' } }

export interface IntegrationRouteDeps {
  outbound: OutboundHttpApi
  realtime: RealtimeApi
  dialogflow: DialogflowClient
}

/** Queue integrations (administration.md §2, §7): list, read, create, edit, delete, test a Dialogflow agent. */
export const integrationRoutes: PluginRoutes<IntegrationRouteDeps> = async (
  fastify,
  { outbound, realtime, dialogflow },
) => {
  const emit = (companyId: number, action: 'create' | 'update' | 'delete', record: unknown) =>
    realtime
      .toCompany(companyId)
      .emit(`company-${companyId}-queueIntegration`, { action, queueIntegration: record })

  /** A tenant's URL must not reach our own network: refused when saved, with the field named. */
  async function checkUrl(body: IntegrationBody): Promise<void> {
    if (!('urlN8N' in body)) return
    await outbound.check(body.urlN8N).catch((cause: unknown) => {
      if (cause instanceof AppError && cause.code === 'ERR_URL_NOT_ALLOWED')
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'urlN8N', message: 'must be a public http(s) address' }],
        })
      throw cause
    })
  }

  // The specification calls GET /queueIntegration/ (the router ignores the trailing slash).
  fastify.get(
    '/queueIntegration',
    {
      config: access,
      schema: {
        tags,
        summary: 'Queue integrations, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('queueIntegrations', IntegrationSchema) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.caller
      const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'name', 'type'] })
      const search = page.search?.trim() ? `%${page.search.trim()}%` : null
      const where = `company_id = ?${search ? ' and (name ilike ? or type ilike ?)' : ''}`
      const params: unknown[] = search ? [companyId, search, search] : [companyId]
      const order = page.orderBy ? `${page.orderBy.field} ${page.orderBy.direction}` : 'name asc'
      const rows = await request.em.execute<IntegrationRow[]>(
        `select ${integrationColumns} from integrations_queue_integrations where ${where} order by ${order}, id limit ? offset ?`,
        [...params, page.limit, page.offset],
      )
      const [{ total }] = await request.em.execute<{ total: string }[]>(
        `select count(*) as total from integrations_queue_integrations where ${where}`,
        params,
      )
      return sendPage(reply, page, 'queueIntegrations', rows.map(integrationView), Number(total))
    },
  )

  fastify.get(
    '/queueIntegration/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One queue integration',
        params: IdParams,
        response: { 200: IntegrationSchema },
      },
    },
    async (request) =>
      integrationView(await findIntegration(request.em, request.caller.companyId, request.params.id)),
  )

  fastify.post(
    '/queueIntegration',
    {
      config: access,
      schema: {
        tags,
        summary: 'Create a queue integration (dialogflow, n8n, webhook, typebot or flowbuilder)',
        body: IntegrationBody,
        response: { 200: IntegrationSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await checkUrl(request.body)
      const values = integrationValues(request.body)
      const columns = Object.keys(values)
      const [row] = await request.em.execute<{ id: number }[]>(
        `insert into integrations_queue_integrations (company_id, callback_secret, ${columns.join(', ')})
         values (?, ?, ${columns.map(() => '?').join(', ')}) returning id`,
        [companyId, randomBytes(24).toString('hex'), ...Object.values(values)],
      )
      const record = integrationView(await findIntegration(request.em, companyId, row!.id))
      emit(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/queueIntegration/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Edit a queue integration',
        params: IdParams,
        body: IntegrationBody,
        response: { 200: IntegrationSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await checkUrl(request.body)
      const stored = await findIntegration(request.em, companyId, request.params.id)
      const values = integrationValues(request.body, stored.json_content)
      const changed = await request.em.execute<{ id: number }[]>(
        `update integrations_queue_integrations
            set ${Object.keys(values)
              .map((column) => `${column} = ?`)
              .join(', ')}, updated_at = now()
          where company_id = ? and id = ? returning id`,
        [...Object.values(values), companyId, request.params.id],
      )
      if (changed.length === 0)
        throw new AppError('ERR_NOT_FOUND', { message: 'Queue integration not found' })
      const record = integrationView(await findIntegration(request.em, companyId, request.params.id))
      emit(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/queueIntegration/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a queue integration (queues and connections naming it go back to attendants)',
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const removed = await request.em.execute<{ id: number }[]>(
        'delete from integrations_queue_integrations where company_id = ? and id = ? returning id',
        [companyId, request.params.id],
      )
      if (removed.length === 0)
        throw new AppError('ERR_NOT_FOUND', { message: 'Queue integration not found' })
      emit(companyId, 'delete', { id: request.params.id })
      return { message: 'Queue integration deleted' }
    },
  )

  fastify.post(
    '/queueIntegration/testSession',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Test a Dialogflow agent: detects the intent of 'Olá' with the service account given (masked: the saved integration `id`'s)",
        body: TestSessionBody,
        response: { 200: TestSessionAnswer },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const stored = request.body.id ? await findIntegration(request.em, companyId, request.body.id) : null
      const detected = await dialogflow.detectIntent({
        projectName: request.body.projectName,
        jsonContent: serviceAccountToStore(request.body.jsonContent, stored?.json_content ?? null),
        language: request.body.language ?? 'pt-BR',
        sessionId: `test-${companyId}-${randomBytes(6).toString('hex')}`,
        text: 'Olá',
      })
      return { ok: true, intent: detected.intent, fulfillmentText: detected.fulfillmentText }
    },
  )
}

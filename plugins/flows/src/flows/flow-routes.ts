import {
  AppError,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  type RealtimeApi,
  type StorageApi,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { flowErrors } from '../errors.ts'
import { flowMediaLinks } from '../media/media-links.ts'
import { type FlowRow, findFlow, flowSummary, flowWithDocument, listFlows } from './flow-records.ts'
import {
  CreateFlowBody,
  DuplicateFlowBody,
  FlowIdParams,
  FlowSummary,
  FlowWithDocument,
  RenameFlowBody,
  SaveFlowBody,
} from './flow-schemas.ts'
import { checkFlow, type FlowCheckServices } from './validate-flow.ts'

const tags = ['flows']
const access = { access: { profile: 'admin' as const } }

export interface FlowRouteOptions extends FlowCheckServices {
  realtime: RealtimeApi
  storage: Pick<StorageApi, 'url'>
}

/** The flow builder's calls (administration.md §7 "Flow builder"; docs/flows.md). */
export const flowRoutes: PluginRoutes<FlowRouteOptions> = async (fastify, options) => {
  /** A flow with its document and the signed preview links of the files it names. */
  const withLinks = (row: FlowRow) => ({
    ...flowWithDocument(row),
    mediaLinks: flowMediaLinks(options.storage, row.company_id, row.nodes),
  })
  const emit = (companyId: number, action: string, record: unknown) =>
    options.realtime.toCompany(companyId).emit(`company-${companyId}-flowbuilder`, { action, record })

  fastify.get(
    '/flowbuilder',
    {
      config: access,
      schema: {
        tags,
        summary: 'Flows, newest first (searchParam/pageNumber, or react-admin range/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('flows', FlowSummary) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 50 })
      const { rows, total } = await listFlows(request.em, request.caller.companyId, page)
      return sendPage(reply, page, 'flows', rows.map(flowSummary), total)
    },
  )

  const oneFlow = { tags, params: FlowIdParams, response: { 200: Type.Object({ flow: FlowWithDocument }) } }
  fastify.get(
    '/flowbuilder/:id',
    { config: access, schema: { ...oneFlow, summary: 'One flow with its nodes and connections' } },
    async (request) => ({
      flow: withLinks(await findFlow(request.em, request.caller.companyId, request.params.id)),
    }),
  )
  fastify.get(
    '/flowbuilder/flow/:id',
    {
      config: access,
      schema: { ...oneFlow, summary: "The canvas's document: flow.flow is { nodes, connections } or null" },
    },
    async (request) => ({
      flow: withLinks(await findFlow(request.em, request.caller.companyId, request.params.id)),
    }),
  )

  fastify.post(
    '/flowbuilder',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add a flow (name 2 to 50)',
        body: CreateFlowBody,
        response: { 200: FlowSummary },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const [row] = await request.em.execute<{ id: number }[]>(
        'insert into flows (company_id, name) values (?, ?) returning id',
        [companyId, request.body.name.trim()],
      )
      const record = flowSummary(await findFlow(request.em, companyId, row!.id))
      emit(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/flowbuilder',
    {
      config: access,
      schema: {
        tags,
        summary: 'Rename a flow, or switch it on and off (active)',
        body: RenameFlowBody,
        response: { 200: FlowSummary },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const { flowId, name, active } = request.body
      const changed = await request.em.execute<{ id: number }[]>(
        `update flows set name = ?, active = coalesce(?, active), updated_at = now()
          where company_id = ? and id = ? returning id`,
        [name.trim(), active ?? null, companyId, flowId],
      )
      if (changed.length === 0) throw new AppError(flowErrors.ERR_FLOWS_NOT_FOUND)
      const record = flowSummary(await findFlow(request.em, companyId, flowId))
      emit(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/flowbuilder/:id',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Delete a flow with its phrase campaigns and runs (all related integrations are lost); a connection naming it as welcome or not-phrase flow then runs none',
        params: FlowIdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const removed = await request.em.execute<{ id: number }[]>(
        'delete from flows where company_id = ? and id = ? returning id',
        [companyId, request.params.id],
      )
      if (removed.length === 0) throw new AppError(flowErrors.ERR_FLOWS_NOT_FOUND)
      emit(companyId, 'delete', { id: request.params.id })
      return { message: 'Fluxo excluído com sucesso' }
    },
  )

  fastify.post(
    '/flowbuilder/duplicate',
    {
      config: access,
      schema: {
        tags,
        summary: 'Copy a flow with its nodes (the copy is named "<name> - copy")',
        body: DuplicateFlowBody,
        response: { 200: FlowSummary },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const source = await findFlow(request.em, companyId, request.body.flowId)
      const [row] = await request.em.execute<{ id: number }[]>(
        `insert into flows (company_id, name, active, nodes, connections)
         values (?, ?, ?, ?::jsonb, ?::jsonb) returning id`,
        [
          companyId,
          `${source.name.slice(0, 43)} - copy`,
          source.active,
          source.nodes ? JSON.stringify(source.nodes) : null,
          source.connections ? JSON.stringify(source.connections) : null,
        ],
      )
      const record = flowSummary(await findFlow(request.em, companyId, row!.id))
      emit(companyId, 'create', record)
      return record
    },
  )

  fastify.post(
    '/flowbuilder/flow',
    {
      config: access,
      schema: {
        tags,
        summary:
          "Save the canvas: nodes and connections (docs/flows.md). Refused naming the node when a node's data, a connection, a queue or an integration is not valid",
        body: SaveFlowBody,
        response: { 200: Type.Object({ flow: FlowWithDocument }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const { idFlow, nodes, connections } = request.body
      await findFlow(request.em, companyId, idFlow)
      await checkFlow(options, companyId, { nodes, connections })
      await request.em.execute(
        'update flows set nodes = ?::jsonb, connections = ?::jsonb, updated_at = now() where company_id = ? and id = ?',
        [JSON.stringify(nodes), JSON.stringify(connections), companyId, idFlow],
      )
      const row = await findFlow(request.em, companyId, idFlow)
      emit(companyId, 'update', flowSummary(row))
      return { flow: withLinks(row) }
    },
  )
}

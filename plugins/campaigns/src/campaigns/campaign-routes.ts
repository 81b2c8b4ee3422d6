import {
  AppError,
  type Clock,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  type RealtimeApi,
  type StorageApi,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { CampaignEngine } from '../engine/campaign-engine.ts'
import { campaignProgress, emitCampaign } from '../engine/campaign-events.ts'
import { campaignErrors } from '../errors.ts'
import { campaignView, findCampaign, listCampaigns } from './campaign-records.ts'
import { CampaignBody, CampaignIdParams, CampaignSchema } from './campaign-schemas.ts'
import { type CampaignStatus, canMove, isEditable } from './campaign-status.ts'
import { campaignColumns, columnNames, columnValues, type SaveServices } from './save-campaign.ts'
import { ShippingPageQuery, ShippingSchema, shippingPage } from './shipping-records.ts'

const tags = ['campaigns']
// administration.md §6: campaigns need the plan's useCampaigns; plain users see no-permission.
const access = { access: { profile: 'admin' as const, planFlag: 'useCampaigns' } }

export interface CampaignRouteOptions extends SaveServices {
  engine: CampaignEngine
  clock: Clock
  realtime: RealtimeApi
  storage: StorageApi
}

const ProgressSchema = Type.Object({
  total: Type.Integer(),
  waiting: Type.Integer(),
  delivered: Type.Integer(),
  confirmationRequested: Type.Integer(),
  confirmed: Type.Integer(),
  declined: Type.Integer(),
  failed: Type.Integer(),
})

/** Campaigns (administration.md §2, §4, §7): CRUD, cancel, restart and the report's figures. */
export const campaignRoutes: PluginRoutes<CampaignRouteOptions> = async (fastify, options) => {
  const { engine, clock, realtime, storage } = options
  const notEditable = () => new AppError(campaignErrors.ERR_CAMPAIGNS_NOT_EDITABLE)
  const refuseMove = (from: CampaignStatus, to: CampaignStatus) =>
    new AppError(campaignErrors.ERR_CAMPAIGNS_INVALID_TRANSITION, { details: { from, to } })

  // The router ignores a trailing slash, so '/campaigns/' answers too.
  {
    const url = '/campaigns'
    fastify.get(
      url,
      {
        config: access,
        schema: {
          tags,
          summary: 'Campaigns, paged (searchParam/pageNumber or react-admin range/sort/filter)',
          querystring: ListQuerySchema,
          response: { 200: listAnswerSchema('records', CampaignSchema) },
        },
      },
      async (request, reply) => {
        const page = pageOf(request.query, {
          pageSize: 20,
          sortable: ['id', 'name', 'status', 'scheduledAt'],
        })
        const field = page.orderBy?.field === 'scheduledAt' ? 'scheduled_at' : page.orderBy?.field
        const { rows, total } = await listCampaigns(request.em, request.caller.companyId, {
          search: page.search,
          limit: page.limit,
          offset: page.offset,
          order: field ? `c.${field} ${page.orderBy!.direction}` : 'c.id desc',
        })
        return sendPage(
          reply,
          page,
          'records',
          rows.map((row) => campaignView(row, storage)),
          total,
        )
      },
    )
  }

  fastify.get(
    '/campaigns/:id',
    {
      config: access,
      schema: {
        tags,
        summary:
          'One campaign with a page of its shipping records (administration.md §3): up to shippingLimit (100, at most 500) after shippingAfter; shippingNext asks for the next page, null at the end',
        params: CampaignIdParams,
        querystring: ShippingPageQuery,
        response: {
          200: Type.Object({
            ...CampaignSchema.properties,
            shipping: Type.Array(ShippingSchema),
            shippingNext: Type.Union([Type.Integer(), Type.Null()]),
          }),
        },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const row = await findCampaign(request.em, companyId, request.params.id)
      const { shippingAfter: after, shippingLimit: limit } = request.query
      return {
        ...campaignView(row, storage),
        ...(await shippingPage(request.em, companyId, row.id, { after, limit })),
      }
    },
  )

  fastify.get(
    '/campaigns/:id/report',
    {
      config: access,
      schema: {
        tags,
        summary:
          'A campaign with its delivery figures (the report page; live updates come as company-{id}-campaign)',
        params: CampaignIdParams,
        response: { 200: Type.Object({ ...CampaignSchema.properties, progress: ProgressSchema }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const row = await findCampaign(request.em, companyId, request.params.id)
      return {
        ...campaignView(row, storage),
        progress: await campaignProgress(request.em, companyId, row.id),
      }
    },
  )

  fastify.post(
    '/campaigns',
    {
      config: access,
      schema: { tags, summary: 'Create a campaign', body: CampaignBody, response: { 200: CampaignSchema } },
    },
    async (request) => {
      const { companyId } = request.caller
      const columns = await campaignColumns(request.em, options, companyId, request.body)
      const id = await request.em.transactional(async (tx) => {
        const [row] = await tx.execute<{ id: number }[]>(
          `insert into campaigns (company_id, ${columnNames.join(', ')}) values (?, ${columnNames.map(() => '?').join(', ')}) returning id`,
          [companyId, ...columnValues(columns)],
        )
        if (columns.scheduledAt)
          await engine.schedule(tx, { companyId, campaignId: row!.id, scheduledAt: columns.scheduledAt })
        return row!.id
      })
      const record = campaignView(await findCampaign(request.em, companyId, id), storage)
      realtime.toCompany(companyId).emit(`company-${companyId}-campaign`, { action: 'create', record })
      return record
    },
  )

  fastify.put(
    '/campaigns/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a campaign (only while INATIVA, PROGRAMADA more than 1 hour ahead, or CANCELADA)',
        params: CampaignIdParams,
        body: CampaignBody,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const columns = await campaignColumns(request.em, options, companyId, request.body)
      await request.em.transactional(async (tx) => {
        const current = await findCampaign(tx, companyId, request.params.id, true)
        const scheduledAt = current.scheduled_at ? new Date(current.scheduled_at) : null
        if (!isEditable({ status: current.status, scheduledAt }, clock.now())) throw notEditable()
        if (!canMove(current.status, columns.status)) throw refuseMove(current.status, columns.status)
        await tx.execute(
          `update campaigns set ${columnNames.map((name) => `${name} = ?`).join(', ')}, updated_at = now() where company_id = ? and id = ?`,
          [...columnValues(columns), companyId, current.id],
        )
        if (columns.scheduledAt)
          await engine.schedule(tx, { companyId, campaignId: current.id, scheduledAt: columns.scheduledAt })
      })
      const record = campaignView(await findCampaign(request.em, companyId, request.params.id), storage)
      realtime.toCompany(companyId).emit(`company-${companyId}-campaign`, { action: 'update', record })
      return record
    },
  )

  fastify.delete(
    '/campaigns/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a campaign, its shipping records and its media (a running one stops)',
        params: CampaignIdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const campaign = await findCampaign(request.em, companyId, request.params.id)
      await request.em.execute('delete from campaigns where company_id = ? and id = ?', [
        companyId,
        campaign.id,
      ])
      if (campaign.media_path) await storage.remove(campaign.media_path)
      realtime
        .toCompany(companyId)
        .emit(`company-${companyId}-campaign`, { action: 'delete', id: campaign.id })
      return { message: 'Campaign deleted' }
    },
  )

  fastify.post(
    '/campaigns/:id/cancel',
    {
      config: access,
      schema: {
        tags,
        summary: 'Stop a running or scheduled campaign (CANCELADA); what was sent stays sent',
        params: CampaignIdParams,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await request.em.transactional(async (tx) => {
        const current = await findCampaign(tx, companyId, request.params.id, true)
        if (!canMove(current.status, 'CANCELADA')) throw refuseMove(current.status, 'CANCELADA')
        await tx.execute(
          "update campaigns set status = 'CANCELADA', paused_reason = null, updated_at = now() where company_id = ? and id = ?",
          [companyId, current.id],
        )
      })
      await emitCampaign(realtime, storage, request.em, companyId, request.params.id)
      return campaignView(await findCampaign(request.em, companyId, request.params.id), storage)
    },
  )

  fastify.post(
    '/campaigns/:id/restart',
    {
      config: access,
      schema: {
        tags,
        summary: 'Restart a cancelled campaign (EM_ANDAMENTO) where it stopped: nobody gets it twice',
        params: CampaignIdParams,
        response: { 200: CampaignSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      await request.em.transactional(async (tx) => {
        const current = await findCampaign(tx, companyId, request.params.id, true)
        if (!canMove(current.status, 'EM_ANDAMENTO') || current.status !== 'CANCELADA')
          throw refuseMove(current.status, 'EM_ANDAMENTO')
        if (!current.contact_list_id && !current.tag_list_id && !current.expanded)
          throw new AppError(campaignErrors.ERR_CAMPAIGNS_NO_RECIPIENTS)
        await tx.execute(
          "update campaigns set status = 'EM_ANDAMENTO', dispatch_epoch = dispatch_epoch + 1, updated_at = now() where company_id = ? and id = ?",
          [companyId, current.id],
        )
        await engine.run(tx, { companyId, campaignId: current.id, epoch: current.dispatch_epoch + 1 })
      })
      await emitCampaign(realtime, storage, request.em, companyId, request.params.id)
      return campaignView(await findCampaign(request.em, companyId, request.params.id), storage)
    },
  )
}

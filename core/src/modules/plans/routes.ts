import {
  AppError,
  filterIds,
  idSchema,
  ListQuerySchema,
  listAnswerSchema,
  pageOf,
  sendPage,
} from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { pluginFlagsBodySchema } from '../../kernel/plugin-host/declared-plan-flags.ts'
import { Plan } from './entities.ts'
import { planView } from './plan-view.ts'
import { flushOrConflict } from './save-failure.ts'
import { PlanBodySchema, PlanIdSchema, PlanSchema, PluginPlanFlagSchema } from './schemas.ts'

const tags = ['plans']
const superOnly = { access: { super: true } }

export const planRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Plans are platform-wide rows: every query here sees all of them.
  const platform = () => platformEm(fastify.kernel.orm, 'super-admin')
  const declaredFlags = fastify.kernel.contributions.planFlags
  const view = (plan: Parameters<typeof planView>[0]) => planView(plan, declaredFlags)
  // The loaded plugins' flags are known only now, so the body lists exactly those and refuses others.
  const PlanBody = Type.Object({
    ...PlanBodySchema.properties,
    pluginFlags: Type.Optional(pluginFlagsBodySchema(declaredFlags)),
  })
  /**
   * The plan columns a body sets. Only the schema's own fields: react-admin sends the whole record
   * back (id, createdAt, ...), which validation lets through and must never reach the plan.
   */
  const planColumnsOf = (body: Record<string, unknown>) =>
    Object.fromEntries(
      Object.keys(PlanBodySchema.properties)
        .filter((key) => key !== 'name' && body[key] !== undefined)
        .map((key) => [key, body[key]]),
    )

  async function findPlan(id: number) {
    const em = platform()
    const plan = await em.findOne(Plan, { id })
    if (!plan) throw new AppError('ERR_PLAN_NOT_FOUND')
    return { em, plan }
  }

  fastify.get(
    '/plans/list',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Public plans (signup)', response: { 200: Type.Array(PlanSchema) } },
    },
    async () => {
      const plans = await platform().find(Plan, { isPublic: true }, { orderBy: { amount: 'asc' } })
      return plans.map(view)
    },
  )

  fastify.get(
    '/plans/all',
    {
      config: superOnly,
      schema: { tags, summary: 'Every plan (super admin)', response: { 200: Type.Array(PlanSchema) } },
    },
    async () => (await platform().find(Plan, {}, { orderBy: { id: 'asc' } })).map(view),
  )

  fastify.get(
    '/plans/plugin-flags',
    {
      config: superOnly,
      schema: {
        tags,
        summary: "The plan flags the loaded plugins declare, to show beside core's (super admin)",
        response: { 200: Type.Array(PluginPlanFlagSchema) },
      },
    },
    async () => declaredFlags,
  )

  fastify.get(
    '/plans',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Plans, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('plans', PlanSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'name', 'amount'] })
      const ids = filterIds(page, 'id')
      const where = {
        ...(page.search ? { name: { $ilike: `%${page.search}%` } } : {}),
        ...(ids ? { id: { $in: ids } } : {}),
      }
      const [plans, total] = await platform().findAndCount(Plan, where, {
        orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'plans', plans.map(view), total)
    },
  )

  fastify.get(
    '/plans/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'One plan (super admin)',
        params: PlanIdSchema,
        response: { 200: PlanSchema },
      },
    },
    async (request) => view((await findPlan(request.params.id)).plan),
  )

  fastify.post(
    '/plans',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Create a plan (super admin)',
        body: PlanBody,
        response: { 201: PlanSchema },
      },
    },
    async (request, reply) => {
      const em = platform()
      const { name, pluginFlags } = request.body
      const plan = em.create(Plan, {
        ...planColumnsOf(request.body),
        name: name.trim(),
        pluginFlags: pluginFlags ?? {},
      })
      await flushOrConflict(em)
      return reply.status(201).send(view(plan))
    },
  )

  fastify.put(
    '/plans/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Change a plan (super admin)',
        params: PlanIdSchema,
        body: PlanBody,
        response: { 200: PlanSchema },
      },
    },
    async (request) => {
      const { em, plan } = await findPlan(request.params.id)
      const { name, pluginFlags } = request.body
      plan.name = name.trim()
      // Flags left out keep their value, as core's columns do; values of unloaded plugins stay too.
      if (pluginFlags) plan.pluginFlags = { ...plan.pluginFlags, ...pluginFlags }
      // Absent columns keep their value.
      Object.assign(plan, planColumnsOf(request.body))
      await flushOrConflict(em)
      return view(plan)
    },
  )

  fastify.delete(
    '/plans/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Delete a plan no company uses (super admin)',
        params: PlanIdSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { em, plan } = await findPlan(request.params.id)
      em.remove(plan)
      await flushOrConflict(em)
      return { message: 'Plan deleted' }
    },
  )
}

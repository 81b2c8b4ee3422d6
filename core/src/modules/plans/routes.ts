import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { AppError } from '../../kernel/errors.ts'
import { Company } from '../companies/entities.ts'
import { type IPlan, Plan, planFlags } from './entities.ts'
import { PlanSchema } from './schemas.ts'

const tags = ['plans']

function planView(plan: IPlan) {
  return {
    id: plan.id,
    name: plan.name,
    amount: Number(plan.amount),
    users: plan.users,
    connections: plan.connections,
    queues: plan.queues,
    isPublic: plan.isPublic,
    ...Object.fromEntries(planFlags.map((flag) => [flag, plan[flag]])),
  }
}

export const planRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/plans/list',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Public plans (signup)', response: { 200: Type.Array(PlanSchema) } },
    },
    async () => {
      const plans = await platformEm(fastify.kernel.orm).find(
        Plan,
        { isPublic: true },
        { orderBy: { amount: 'asc' } },
      )
      return plans.map(planView)
    },
  )

  fastify.get(
    '/companies/listPlan/:id',
    {
      config: { access: { allowExpired: true } },
      schema: {
        tags,
        summary: "A company's plan with its feature flags",
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Type.Object({ id: Type.Integer(), name: Type.String(), plan: PlanSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params
      if (id !== request.caller.companyId && !request.caller.super)
        throw new AppError('ERR_COMPANY_NOT_FOUND')
      const company = await platformEm(fastify.kernel.orm).findOne(Company, { id }, { populate: ['plan'] })
      if (!company) throw new AppError('ERR_COMPANY_NOT_FOUND')
      return { id: company.id, name: company.name, plan: planView(company.plan) }
    },
  )
}

import { AppError, idSchema } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { PlanSchema, planView } from '../plans/index.ts'
import { Company } from './entities.ts'

/** A company's plan, as its users' screens read it: a company depends on its plan, not the reverse. */
export const companyPlanRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const declaredFlags = fastify.kernel.contributions.planFlags
  fastify.get(
    '/companies/listPlan/:id',
    {
      config: { access: { allowExpired: true } },
      schema: {
        tags: ['plans'],
        summary: "A company's plan with its feature flags",
        params: Type.Object({ id: idSchema() }),
        response: { 200: Type.Object({ id: Type.Integer(), name: Type.String(), plan: PlanSchema }) },
      },
    },
    async (request) => {
      const { id } = request.params
      if (id !== request.caller.companyId && !request.caller.super)
        throw new AppError('ERR_COMPANY_NOT_FOUND')
      const company = await platformEm(fastify.kernel.orm, 'super-admin').findOne(
        Company,
        { id },
        { populate: ['plan'] },
      )
      if (!company) throw new AppError('ERR_COMPANY_NOT_FOUND')
      return { id: company.id, name: company.name, plan: planView(company.plan, declaredFlags) }
    },
  )
}

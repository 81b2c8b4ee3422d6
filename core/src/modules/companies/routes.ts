import type { Caller } from '@atendo/plugin-api'
import {
  AppError,
  filterIds,
  ListQuerySchema,
  listAnswerSchema,
  type Page,
  PLATFORM_COMPANY_ID,
  pageOf,
  sendPage,
} from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../../kernel/db/orm.ts'
import { flushOrConflict } from '../plans/index.ts'
import type { CompanyHooks } from './company-hooks.ts'
import { companyView as companyViewWith } from './company-view.ts'
import { renewedDueDate } from './due-date.ts'
import { Company } from './entities.ts'
import { createCompany, updateCompany } from './save-company.ts'
import {
  CompanyCreateSchema,
  CompanyIdSchema,
  CompanySchedulesBodySchema,
  CompanySchema,
  CompanyUpdateSchema,
} from './schemas.ts'

const tags = ['companies']
const superOnly = { access: { super: true } }
const MessageSchema = Type.Object({ message: Type.String() })

function searchOf(page: Page) {
  const ids = filterIds(page, 'id')
  return {
    ...(page.search
      ? { $or: [{ name: { $ilike: `%${page.search}%` } }, { email: { $ilike: `%${page.search}%` } }] }
      : {}),
    ...(ids ? { id: { $in: ids } } : {}),
  }
}

/** Companies: the super admin manages every company; an admin reads and schedules only their own. */
export const companyRoutes: FastifyPluginAsyncTypebox<CompanyHooks> = async (fastify, users) => {
  // Companies are the tenants themselves, so every query here is cross-company by nature.
  const platform = () => platformEm(fastify.kernel.orm, 'super-admin')
  const companyView = (company: Parameters<typeof companyViewWith>[0]) =>
    companyViewWith(company, fastify.kernel.contributions.planFlags)

  async function findCompany(id: number, caller?: Caller) {
    // Someone else's company does not exist for an admin: 404, never 403, so ids reveal nothing.
    if (caller && !caller.super && caller.companyId !== id) throw new AppError('ERR_COMPANY_NOT_FOUND')
    const em = platform()
    const company = await em.findOne(Company, { id }, { populate: ['plan'] })
    if (!company) throw new AppError('ERR_COMPANY_NOT_FOUND')
    return { em, company }
  }

  async function listPage(page: Page) {
    return platform().findAndCount(Company, searchOf(page), {
      populate: ['plan'],
      orderBy: page.orderBy ? { [page.orderBy.field]: page.orderBy.direction } : { id: 'asc' },
      offset: page.offset,
      limit: page.limit,
    })
  }

  const sortable = ['id', 'name', 'email', 'dueDate', 'createdAt']

  fastify.get(
    '/companies',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Companies with their plan, paged (searchParam/pageNumber or react-admin)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('companies', CompanySchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 20, sortable })
      const [companies, total] = await listPage(page)
      return sendPage(reply, page, 'companies', companies.map(companyView), total)
    },
  )

  fastify.get(
    '/companiesPlan/',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Companies with their plan, paged (specification style)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('companies', CompanySchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, { pageSize: 20, sortable })
      const [companies, total] = await listPage(page)
      return sendPage(reply, page, 'companies', companies.map(companyView), total)
    },
  )

  fastify.get(
    '/companies/list',
    {
      config: superOnly,
      schema: { tags, summary: 'Every company (super admin)', response: { 200: Type.Array(CompanySchema) } },
    },
    async () => {
      const companies = await platform().find(Company, {}, { populate: ['plan'], orderBy: { id: 'asc' } })
      return companies.map(companyView)
    },
  )

  fastify.get(
    '/companies/:id',
    {
      config: { access: { profile: 'admin', allowExpired: true } },
      schema: {
        tags,
        summary: 'One company (super admin: any; admin: their own)',
        params: CompanyIdSchema,
        response: { 200: CompanySchema },
      },
    },
    async (request) => companyView((await findCompany(request.params.id, request.caller)).company),
  )

  fastify.post(
    '/companies',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Create a company, and its first admin when passwordDefault is given (super admin)',
        body: CompanyCreateSchema,
        response: { 201: CompanySchema },
      },
    },
    async (request, reply) => {
      const company = await createCompany(platform(), request.body, users)
      return reply.status(201).send(companyView(company))
    },
  )

  fastify.put(
    '/companies/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Change a company (super admin)',
        params: CompanyIdSchema,
        body: CompanyUpdateSchema,
        response: { 200: CompanySchema },
      },
    },
    async (request) => {
      const { em, company } = await findCompany(request.params.id)
      return companyView(await updateCompany(em, company, request.body))
    },
  )

  fastify.post(
    '/companies/:id/renew',
    {
      config: superOnly,
      schema: {
        tags,
        summary: "Move the due date forward by the company's recurrence (super admin)",
        params: CompanyIdSchema,
        response: { 200: CompanySchema },
      },
    },
    async (request) => {
      const { em, company } = await findCompany(request.params.id)
      company.dueDate = renewedDueDate(company.dueDate ?? null, company.recurrence)
      await em.flush()
      return companyView(company)
    },
  )

  fastify.put(
    '/companies/:id/schedules',
    {
      config: { access: { profile: 'admin' } },
      schema: {
        tags,
        summary: "Set the company's working hours (its admin, or the super admin)",
        params: CompanyIdSchema,
        body: CompanySchedulesBodySchema,
        response: { 200: CompanySchema },
      },
    },
    async (request) => {
      const { em, company } = await findCompany(request.params.id, request.caller)
      company.schedules = request.body.schedules
      await em.flush()
      return companyView(company)
    },
  )

  fastify.delete(
    '/companies/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Delete a company and everything it owns (super admin; never the platform company)',
        params: CompanyIdSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      if (request.params.id === PLATFORM_COMPANY_ID) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'The platform company cannot be deleted' })
      }
      const { em, company } = await findCompany(request.params.id)
      em.remove(company)
      await flushOrConflict(em)
      return { message: 'Company deleted' }
    },
  )
}

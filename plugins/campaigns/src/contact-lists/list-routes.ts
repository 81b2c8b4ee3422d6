import {
  AppError,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { ListEvents } from './list-events.ts'
import { type ContactListRow, contactListView, findContactList, listColumns } from './list-records.ts'
import { ContactListBody, ContactListSchema, IdParams } from './schemas.ts'

const tags = ['contact-lists']
const admins = { access: { profile: 'admin' as const } }

/** Contact lists (administration.md §2, §7): list, pick, read, create, rename, delete. */
export const contactListRoutes: PluginRoutes<{ events: ListEvents }> = async (fastify, { events }) => {
  // The specification calls GET /contact-lists/ and react-admin GET /contact-lists.
  // The router ignores a trailing slash, so '/contact-lists/' answers too.
  {
    const url = '/contact-lists'
    fastify.get(
      url,
      {
        config: admins,
        schema: {
          tags,
          summary: 'Contact lists, paged (searchParam/pageNumber or react-admin range/sort/filter)',
          querystring: ListQuerySchema,
          response: { 200: listAnswerSchema('records', ContactListSchema) },
        },
      },
      async (request, reply) => {
        const { companyId } = request.caller
        const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'name'] })
        const search = page.search?.trim() ? `%${page.search.trim()}%` : null
        const where = `l.company_id = ?${search ? ' and l.name ilike ?' : ''}`
        const params: unknown[] = search ? [companyId, search] : [companyId]
        const order = page.orderBy ? `l.${page.orderBy.field} ${page.orderBy.direction}` : 'l.name asc'
        const rows = await request.em.execute<ContactListRow[]>(
          `select ${listColumns} from campaigns_contact_lists l where ${where} order by ${order}, l.id limit ? offset ?`,
          [...params, page.limit, page.offset],
        )
        const [{ total }] = await request.em.execute<{ total: string }[]>(
          `select count(*) as total from campaigns_contact_lists l where ${where}`,
          params,
        )
        return sendPage(reply, page, 'records', rows.map(contactListView), Number(total))
      },
    )
  }

  fastify.get(
    '/contact-lists/list',
    {
      config: admins,
      schema: {
        tags,
        summary: "Every contact list of the company, by name (the campaign dialog's picker)",
        response: { 200: Type.Array(ContactListSchema) },
      },
    },
    async (request) => {
      const rows = await request.em.execute<ContactListRow[]>(
        `select ${listColumns} from campaigns_contact_lists l where l.company_id = ? order by l.name, l.id limit 1000`,
        [request.caller.companyId],
      )
      return rows.map(contactListView)
    },
  )

  fastify.get(
    '/contact-lists/:id',
    {
      config: admins,
      schema: { tags, summary: 'One contact list', params: IdParams, response: { 200: ContactListSchema } },
    },
    (request) => findContactList(request.em, request.caller.companyId, request.params.id),
  )

  fastify.post(
    '/contact-lists',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Create a contact list',
        body: ContactListBody,
        response: { 200: ContactListSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const [row] = await request.em.execute<{ id: number }[]>(
        'insert into campaigns_contact_lists (company_id, name) values (?, ?) returning id',
        [companyId, request.body.name.trim()],
      )
      const record = await findContactList(request.em, companyId, row!.id)
      events.list(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/contact-lists/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Rename a contact list',
        params: IdParams,
        body: ContactListBody,
        response: { 200: ContactListSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const changed = await request.em.execute<{ id: number }[]>(
        'update campaigns_contact_lists set name = ?, updated_at = now() where company_id = ? and id = ? returning id',
        [request.body.name.trim(), companyId, request.params.id],
      )
      if (changed.length === 0) throw new AppError('ERR_NOT_FOUND', { message: 'Contact list not found' })
      const record = await findContactList(request.em, companyId, request.params.id)
      events.list(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/contact-lists/:id',
    {
      config: admins,
      schema: {
        tags,
        summary:
          'Delete a contact list and its items (campaigns naming it keep running on what they expanded)',
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const removed = await request.em.execute<{ id: number }[]>(
        'delete from campaigns_contact_lists where company_id = ? and id = ? returning id',
        [companyId, request.params.id],
      )
      if (removed.length === 0) throw new AppError('ERR_NOT_FOUND', { message: 'Contact list not found' })
      events.list(companyId, 'delete', { id: request.params.id })
      return { message: 'Contact list deleted' }
    },
  )
}

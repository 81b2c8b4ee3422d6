import {
  AppError,
  type Em,
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { ListEvents } from './list-events.ts'
import { findContactList, type ItemRow, itemColumns, itemView, numberDigits } from './list-records.ts'
import { ContactListItemSchema, IdParams, ItemCreateBody, ItemUpdateBody, listId } from './schemas.ts'

const tags = ['contact-lists']
// administration.md §6: plain users see no-permission on list items.
const admins = { access: { profile: 'admin' as const } }

/** Asks for the background "valid on WhatsApp" check of the company's unchecked items. */
export type CheckNumbers = (em: Em, companyId: number) => Promise<void>

const duplicate = () =>
  new AppError('ERR_VALIDATION', { fields: [{ field: 'number', message: 'is already in this list' }] })

async function findItem(em: Em, companyId: number, id: number) {
  const [row] = await em.execute<ItemRow[]>(
    `select ${itemColumns} from campaigns_contact_list_items where company_id = ? and id = ?`,
    [companyId, id],
  )
  if (!row) throw new AppError('ERR_NOT_FOUND', { message: 'Contact list item not found' })
  return itemView(row)
}

const ItemsQuery = Type.Object({ ...ListQuerySchema.properties, contactListId: Type.Optional(listId) })

/** A list's items (administration.md §2, §7): search, add, change, remove. */
export const contactListItemRoutes: PluginRoutes<{ events: ListEvents; checkNumbers: CheckNumbers }> = async (
  fastify,
  { events, checkNumbers },
) => {
  // The router ignores a trailing slash, so '/contact-list-items/' answers too.
  {
    const url = '/contact-list-items'
    fastify.get(
      url,
      {
        config: admins,
        schema: {
          tags,
          summary:
            "A list's items, paged and searched by name, number or e-mail (contactListId, or filter.contactListId)",
          querystring: ItemsQuery,
          response: { 200: listAnswerSchema('contacts', ContactListItemSchema) },
        },
      },
      async (request, reply) => {
        const { companyId } = request.caller
        const page = pageOf(request.query, { pageSize: 20, sortable: ['id', 'name', 'number'] })
        const fromFilter = Number(page.filter.contactListId)
        const contactListId =
          request.query.contactListId ?? (Number.isInteger(fromFilter) ? fromFilter : undefined)
        const clauses = ['company_id = ?']
        const params: unknown[] = [companyId]
        if (contactListId) {
          clauses.push('contact_list_id = ?')
          params.push(contactListId)
        }
        const search = page.search?.trim()
        if (search) {
          clauses.push('(name ilike ? or number like ? or email ilike ?)')
          params.push(`%${search}%`, `%${numberDigits(search) || search}%`, `%${search}%`)
        }
        const where = clauses.join(' and ')
        const order = page.orderBy ? `${page.orderBy.field} ${page.orderBy.direction}` : 'name asc'
        const rows = await request.em.execute<ItemRow[]>(
          `select ${itemColumns} from campaigns_contact_list_items where ${where} order by ${order}, id limit ? offset ?`,
          [...params, page.limit, page.offset],
        )
        const [{ total }] = await request.em.execute<{ total: string }[]>(
          `select count(*) as total from campaigns_contact_list_items where ${where}`,
          params,
        )
        return sendPage(reply, page, 'contacts', rows.map(itemView), Number(total))
      },
    )
  }

  fastify.get(
    '/contact-list-items/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'One contact list item',
        params: IdParams,
        response: { 200: ContactListItemSchema },
      },
    },
    (request) => findItem(request.em, request.caller.companyId, request.params.id),
  )

  fastify.post(
    '/contact-list-items',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Add a person to a contact list',
        body: Type.Object({
          ...ItemCreateBody.properties,
          companyId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        }),
        response: { 200: ContactListItemSchema },
      },
    },
    async (request) => {
      // `companyId` in the body (the specification sends it) is ignored: the caller's company counts.
      const { companyId } = request.caller
      const { name, number, email, contactListId } = request.body
      await findContactList(request.em, companyId, contactListId)
      const digits = numberDigits(number)
      if (digits.length < 8)
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'number', message: 'needs 8 digits or more' }],
        })
      const record = await request.em.transactional(async (tx) => {
        const [row] = await tx.execute<ItemRow[]>(
          `insert into campaigns_contact_list_items (company_id, contact_list_id, name, number, email)
           values (?, ?, ?, ?, ?) on conflict (contact_list_id, number) do nothing returning ${itemColumns}`,
          [companyId, contactListId, name.trim(), digits, email ?? ''],
        )
        if (!row) throw duplicate()
        await checkNumbers(tx, companyId)
        return itemView(row)
      })
      events.item(companyId, 'create', record)
      return record
    },
  )

  fastify.put(
    '/contact-list-items/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Change a contact list item (a changed number is checked again)',
        params: IdParams,
        body: ItemUpdateBody,
        response: { 200: ContactListItemSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const current = await findItem(request.em, companyId, request.params.id)
      const { name, number, email } = request.body
      const digits = number === undefined ? current.number : numberDigits(number)
      if (digits.length < 8)
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'number', message: 'needs 8 digits or more' }],
        })
      const renumbered = digits !== current.number
      const record = await request.em.transactional(async (tx) => {
        const taken = await tx.execute<{ id: number }[]>(
          'select id from campaigns_contact_list_items where company_id = ? and contact_list_id = ? and number = ? and id <> ?',
          [companyId, current.contactListId, digits, current.id],
        )
        if (taken.length > 0) throw duplicate()
        const [row] = await tx.execute<ItemRow[]>(
          `update campaigns_contact_list_items set name = ?, number = ?, email = ?, updated_at = now()
             ${renumbered ? ', is_whatsapp_valid = null, checked_at = null' : ''}
           where company_id = ? and id = ? returning ${itemColumns}`,
          [name?.trim() ?? current.name, digits, email ?? current.email, companyId, current.id],
        )
        if (renumbered) await checkNumbers(tx, companyId)
        return itemView(row!)
      })
      events.item(companyId, 'update', record)
      return record
    },
  )

  fastify.delete(
    '/contact-list-items/:id',
    {
      config: admins,
      schema: {
        tags,
        summary: 'Remove a person from a contact list',
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const removed = await request.em.execute<{ id: number; contact_list_id: number }[]>(
        'delete from campaigns_contact_list_items where company_id = ? and id = ? returning id, contact_list_id',
        [companyId, request.params.id],
      )
      if (removed.length === 0)
        throw new AppError('ERR_NOT_FOUND', { message: 'Contact list item not found' })
      events.item(companyId, 'delete', { id: request.params.id, contactListId: removed[0]!.contact_list_id })
      return { message: 'Contact list item deleted' }
    },
  )
}

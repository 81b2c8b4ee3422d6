import type { Caller } from '@atendo/plugin-api'
import { AppError, idSchema, listAnswerSchema, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { emitContactChange, emitContactDelete } from './contact-events.ts'
import type { ContactHooks } from './contact-hooks.ts'
import { loadContactViews } from './contact-view.ts'
import { Contact, type IContact } from './entities.ts'
import { findContact } from './find-contact.ts'
import { listContacts, parseTagIds, sortableContactFields } from './list-contacts.ts'
import { masksNumbersFor, visibleNumber } from './number-privacy.ts'
import { normalizePhoneNumber } from './phone-number.ts'
import { createContact, findContactByNumber, updateContact } from './save-contact.ts'
import {
  BlockBodySchema,
  ContactBodySchema,
  ContactIdParams,
  ContactListQuerySchema,
  ContactPickQuerySchema,
  ContactPickSchema,
  ContactSchema,
  ContactUpdateSchema,
  DeletedAnswerSchema,
} from './schemas.ts'

const tags = ['contacts']

const optionalBoolean = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined

/** Contacts (inbox.md §2 Contacts, §7 Contacts): list, read, create, edit, block, toggles, delete. */
export const contactRoutes: FastifyPluginAsyncTypebox<ContactHooks> = async (fastify, hooks) => {
  const { realtime, storage } = fastify.kernel

  /** The view the caller may read: masked numbers for profile users when the company hides them. */
  const viewFor = async (em: Em, contact: IContact, masked: boolean) =>
    (await loadContactViews(em, storage, [contact]))(masked)[0]!

  /** Saves a changed contact, tells the company, and answers what the caller may read. */
  const saveAndAnswer = async (em: Em, caller: Caller, contact: IContact) => {
    await em.flush()
    await emitContactChange(realtime, em, storage, 'update', contact)
    return viewFor(em, contact, await masksNumbersFor(em, caller))
  }

  fastify.get(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Contacts, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ContactListQuerySchema,
        response: { 200: listAnswerSchema('contacts', ContactSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request
      const page = pageOf(query, { pageSize: 20, sortable: sortableContactFields })
      const filter = page.filter
      const channel = query.channel ?? (typeof filter.channel === 'string' ? filter.channel : undefined)
      const { contacts, total } = await listContacts(request.em, request.caller.companyId, page, {
        tagIds: parseTagIds(
          query.contactTag ?? (Array.isArray(filter.tags) ? JSON.stringify(filter.tags) : undefined),
        ),
        channel,
        isGroup: query.isGroup ?? optionalBoolean(filter.isGroup),
      })
      const masked = await masksNumbersFor(request.em, request.caller)
      const views = (await loadContactViews(request.em, storage, contacts))(masked)
      return sendPage(reply, page, 'contacts', views, total)
    },
  )

  fastify.get(
    '/contacts/list',
    {
      schema: {
        tags,
        summary: 'Contacts for pickers: id, name and number, by name',
        querystring: ContactPickQuerySchema,
        response: { 200: Type.Array(ContactPickSchema) },
      },
    },
    async (request) => {
      const search = request.query.searchParam?.trim()
      const pattern = search && likePattern(search)
      const digits = search?.replace(/\D/g, '')
      const contacts = await request.em.find(
        Contact,
        pattern
          ? {
              $or: [
                { name: { $ilike: pattern } },
                { number: { $like: digits ? likePattern(digits) : pattern } },
              ],
            }
          : {},
        {
          orderBy: { name: 'asc', id: 'asc' },
          limit: request.query.limit ?? 1000,
          fields: ['id', 'name', 'number', 'isGroup'],
        },
      )
      const masked = await masksNumbersFor(request.em, request.caller)
      return contacts.map((contact) => ({
        id: contact.id,
        name: contact.name,
        number: visibleNumber(contact, masked),
      }))
    },
  )

  fastify.get(
    '/contacts/profile/:number',
    {
      schema: {
        tags,
        summary: 'The contact with this number (any of its forms)',
        params: Type.Object({ number: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const { number } = request.params
      const canonical = normalizePhoneNumber(number)
      const contact =
        (await request.em.findOne(Contact, { number })) ??
        (canonical ? await findContactByNumber(request.em, canonical) : null)
      if (!contact) throw new AppError('ERR_NO_CONTACT_FOUND')
      return viewFor(request.em, contact, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.get(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'One contact with its extra fields and tags',
        params: ContactIdParams,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const contact = await findContact(request.em, request.params.id)
      return viewFor(request.em, contact, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.post(
    '/contacts',
    {
      schema: {
        tags,
        summary: 'Add a contact (409 ERR_DUPLICATED_CONTACT when the number is known in any form)',
        body: ContactBodySchema,
        response: { 201: ContactSchema },
      },
    },
    async (request, reply) => {
      const contact = await createContact(request.em, request.caller.companyId, request.body)
      await emitContactChange(realtime, request.em, storage, 'create', contact)
      const masked = await masksNumbersFor(request.em, request.caller)
      return reply.status(201).send(await viewFor(request.em, contact, masked))
    },
  )

  fastify.put(
    '/contacts/:id',
    {
      schema: {
        tags,
        summary: 'Change a contact; extraInfo, when given, replaces its extra fields',
        params: ContactIdParams,
        body: ContactUpdateSchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      await findContact(request.em, request.params.id)
      const contact = await updateContact(request.em, request.params.id, request.body)
      await emitContactChange(realtime, request.em, storage, 'update', contact)
      return viewFor(request.em, contact, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.put(
    '/contacts/toggleAcceptAudio/:id',
    {
      schema: {
        tags,
        summary: 'Flip whether audio messages from the contact are accepted',
        params: ContactIdParams,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const contact = await findContact(request.em, request.params.id)
      contact.acceptAudioMessage = !contact.acceptAudioMessage
      return saveAndAnswer(request.em, request.caller, contact)
    },
  )

  fastify.put(
    '/contacts/toggleDisableBot/:contactId',
    {
      schema: {
        tags,
        summary: 'Flip whether chatbots and flows skip the contact',
        params: Type.Object({ contactId: idSchema() }),
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const contact = await findContact(request.em, request.params.contactId)
      contact.disableBot = !contact.disableBot
      return saveAndAnswer(request.em, request.caller, contact)
    },
  )

  fastify.put(
    '/contacts/block/:id',
    {
      schema: {
        tags,
        summary: 'Block (active false) or unblock (active true) a contact',
        params: ContactIdParams,
        body: BlockBodySchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const contact = await findContact(request.em, request.params.id)
      contact.active = request.body.active
      return saveAndAnswer(request.em, request.caller, contact)
    },
  )

  fastify.delete(
    '/contacts/:id',
    {
      config: { access: { profile: 'admin' } },
      schema: {
        tags,
        summary: 'Delete a contact with its tickets (admin: contacts-page:deleteContact)',
        params: ContactIdParams,
        response: { 200: DeletedAnswerSchema },
      },
    },
    async (request) => {
      const contact = await findContact(request.em, request.params.id)
      // The database removes the contact's tickets with it; the inbox must drop them from its lists too.
      const announceTicketsGone = await hooks.ticketsLeaving(request.em, contact.id)
      await request.em.remove(contact).flush()
      announceTicketsGone()
      emitContactDelete(realtime, request.caller.companyId, request.params.id)
      return { message: 'Contact deleted' }
    },
  )
}

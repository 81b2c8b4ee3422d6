import type { Caller } from '@atendo/plugin-api'
import { AppError, idSchema, listAnswerSchema, maxPageSize, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { User } from '../users/index.ts'
import { setContactTags, tagsNamed, tagsOfContact } from './contact-tag-links.ts'
import { ContactTag, type ITag, Tag } from './entities.ts'
import {
  MessageAnswerSchema,
  SyncBodySchema,
  TagBodySchema,
  TagChipSchema,
  TagDetailSchema,
  TagIdParams,
  TagListQuerySchema,
  TagPickQuerySchema,
  TagSchema,
  TagUpdateSchema,
} from './schemas.ts'
import { randomTagColor } from './tag-color.ts'
import type { TagContactHooks } from './tag-contact-hooks.ts'
import { emitTagChange, emitTagDelete } from './tag-events.ts'
import { loadTagViews } from './tag-view.ts'

const tags = ['tags']

/** The tag dialog lists at most this many of a tag's contacts; the contacts page filters by tag for all. */
const TAG_CONTACTS_SHOWN = 500

async function findTag(em: Em, id: number): Promise<ITag> {
  const tag = await em.findOne(Tag, { id })
  if (!tag) throw new AppError('ERR_NOT_FOUND', { message: 'Tag not found' })
  return tag
}

interface TagReferences {
  kanban?: 0 | 1
  nextLaneId?: number | null
  rollbackLaneId?: number | null
  userId?: number | null
}

/**
 * Checks what a tag points at: lanes must be other kanban lanes of the same company (another
 * company's ids are as missing as deleted ones), the user a user of the company, and kanban lanes
 * need the plan's kanban flag.
 */
async function checkReferences(em: Em, caller: Caller, body: TagReferences, selfId?: number) {
  if (body.kanban === 1 && !caller.company.planFlags.useKanban && !caller.super) {
    throw new AppError('ERR_PLAN_FEATURE_DISABLED')
  }
  for (const field of ['nextLaneId', 'rollbackLaneId'] as const) {
    const laneId = body[field]
    if (laneId === undefined || laneId === null) continue
    if (laneId === selfId) {
      throw new AppError('ERR_VALIDATION', { fields: [{ field, message: 'must be another lane' }] })
    }
    const lane = await em.findOne(Tag, { id: laneId })
    if (!lane)
      throw new AppError('ERR_NOT_FOUND', {
        message: 'Lane not found',
        fields: [{ field, message: 'not found' }],
      })
    if (lane.kanban !== 1) {
      throw new AppError('ERR_VALIDATION', { fields: [{ field, message: 'must be a kanban lane' }] })
    }
  }
  if (body.userId !== undefined && body.userId !== null && !(await em.findOne(User, { id: body.userId }))) {
    throw new AppError('ERR_NO_USER_FOUND', { fields: [{ field: 'userId', message: 'not found' }] })
  }
}

/** Tags and kanban lanes (administration.md Tags and kanban, §7 Tags), and the tags of contacts. */
export const tagRoutes: FastifyPluginAsyncTypebox<TagContactHooks> = async (fastify, contacts) => {
  const { realtime } = fastify.kernel

  const viewOf = async (em: Em, tag: ITag) => (await loadTagViews(em, tag.companyId, [tag]))[0]!

  fastify.get(
    '/tags',
    {
      schema: {
        tags,
        summary: 'Tags or lanes, paged, with ticket and contact counts',
        querystring: TagListQuerySchema,
        response: { 200: listAnswerSchema('tags', TagSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request
      const page = pageOf(query, { pageSize: 20, sortable: ['id', 'name', 'kanban', 'createdAt'] })
      const kanban =
        query.kanban ??
        (page.filter.kanban === 0 || page.filter.kanban === 1 ? page.filter.kanban : undefined)
      const search = page.search?.trim()
      const [found, total] = await request.em.findAndCount(
        Tag,
        { kanban, id: query.tagId, ...(search ? { name: { $ilike: likePattern(search) } } : {}) },
        {
          orderBy: page.orderBy
            ? { [page.orderBy.field]: page.orderBy.direction }
            : { name: 'asc', id: 'asc' },
          offset: page.offset,
          limit: page.limit,
        },
      )
      return sendPage(
        reply,
        page,
        'tags',
        await loadTagViews(request.em, request.caller.companyId, found),
        total,
      )
    },
  )

  fastify.get(
    '/tags/list',
    {
      schema: {
        tags,
        summary: 'Every tag (or every lane with kanban=1), for selectors',
        querystring: TagPickQuerySchema,
        response: { 200: Type.Array(TagSchema) },
      },
    },
    async (request) => {
      const found = await request.em.find(
        Tag,
        { kanban: request.query.kanban },
        // A selector's list is bounded like every page (docs/security.md, "Bounded pages").
        { orderBy: { name: 'asc', id: 'asc' }, limit: maxPageSize },
      )
      return loadTagViews(request.em, request.caller.companyId, found)
    },
  )

  fastify.get(
    '/tag/kanban/',
    {
      config: { access: { planFlag: 'useKanban' } },
      schema: {
        tags,
        summary: 'The kanban lanes',
        response: { 200: Type.Object({ lista: Type.Array(TagSchema) }) },
      },
    },
    async (request) => {
      const lanes = await request.em.find(Tag, { kanban: 1 }, { orderBy: { id: 'asc' }, limit: maxPageSize })
      return { lista: await loadTagViews(request.em, request.caller.companyId, lanes) }
    },
  )

  fastify.get(
    '/tags/:id',
    {
      schema: {
        tags,
        summary: 'One tag with the contacts carrying it',
        params: TagIdParams,
        response: { 200: TagDetailSchema },
      },
    },
    async (request) => {
      const tag = await findTag(request.em, request.params.id)
      const links = await request.em.find(ContactTag, { tagId: tag.id })
      return {
        ...(await viewOf(request.em, tag)),
        contacts: await contacts.listContacts(
          request.em,
          request.caller,
          links.map((link) => link.contactId),
          TAG_CONTACTS_SHOWN,
        ),
      }
    },
  )

  fastify.post(
    '/tags',
    {
      schema: {
        tags,
        summary: 'Add a tag or a kanban lane (kanban=1)',
        body: TagBodySchema,
        response: { 201: TagSchema },
      },
    },
    async (request, reply) => {
      const { body } = request
      await checkReferences(request.em, request.caller, body)
      const tag = request.em.create(Tag, {
        companyId: request.caller.companyId,
        name: body.name.trim(),
        color: body.color ?? randomTagColor(),
        kanban: body.kanban ?? 0,
        timeLane: body.timeLane ?? 0,
        nextLaneId: body.nextLaneId ?? null,
        rollbackLaneId: body.rollbackLaneId ?? null,
        greetingMessageLane: body.greetingMessageLane ?? null,
        userId: body.userId ?? null,
      })
      await request.em.flush()
      const view = await viewOf(request.em, tag)
      emitTagChange(realtime, 'create', view)
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/tags/:id',
    {
      schema: {
        tags,
        summary: 'Change a tag or lane',
        params: TagIdParams,
        body: TagUpdateSchema,
        response: { 200: TagSchema },
      },
    },
    async (request) => {
      const tag = await findTag(request.em, request.params.id)
      const { body } = request
      await checkReferences(request.em, request.caller, body, tag.id)
      if (body.kanban === 0 && tag.kanban === 1) {
        // A lane that stops being a lane cannot stay the next or rollback lane of others.
        await request.em.nativeUpdate(Tag, { nextLaneId: tag.id }, { nextLaneId: null })
        await request.em.nativeUpdate(Tag, { rollbackLaneId: tag.id }, { rollbackLaneId: null })
      }
      if (body.name !== undefined) tag.name = body.name.trim()
      if (body.color !== undefined) tag.color = body.color
      if (body.kanban !== undefined) tag.kanban = body.kanban
      if (body.timeLane !== undefined) tag.timeLane = body.timeLane
      if (body.nextLaneId !== undefined) tag.nextLaneId = body.nextLaneId
      if (body.rollbackLaneId !== undefined) tag.rollbackLaneId = body.rollbackLaneId
      if (body.greetingMessageLane !== undefined) tag.greetingMessageLane = body.greetingMessageLane
      if (body.userId !== undefined) tag.userId = body.userId
      await request.em.flush()
      const view = await viewOf(request.em, tag)
      emitTagChange(realtime, 'update', view)
      return view
    },
  )

  fastify.delete(
    '/tags/:id',
    {
      schema: {
        tags,
        summary: 'Delete a tag or lane; tickets and contacts lose it',
        params: TagIdParams,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const tag = await findTag(request.em, request.params.id)
      await request.em.transactional(async (tx) => {
        await tx.nativeUpdate(Tag, { nextLaneId: tag.id }, { nextLaneId: null })
        await tx.nativeUpdate(Tag, { rollbackLaneId: tag.id }, { rollbackLaneId: null })
        await tx.nativeDelete(Tag, { id: tag.id })
      })
      emitTagDelete(realtime, request.caller.companyId, tag.id)
      return { message: 'Tag deleted' }
    },
  )

  fastify.post(
    '/tags/sync',
    {
      schema: {
        tags,
        summary: "Set a contact's tags to exactly these (tags given by name are created when missing)",
        body: SyncBodySchema,
        response: { 200: Type.Object({ tags: Type.Array(TagChipSchema) }) },
      },
    },
    async (request) => {
      const { contactId } = request.body
      const { companyId } = request.caller
      await contacts.assertContact(request.em, contactId)
      const ids = request.body.tags.flatMap((reference) => ('id' in reference ? [reference.id] : []))
      const names = request.body.tags.flatMap((reference) => ('id' in reference ? [] : [reference.name]))
      const known = ids.length > 0 ? await request.em.find(Tag, { id: { $in: ids } }) : []
      if (known.length !== new Set(ids).size) {
        throw new AppError('ERR_NOT_FOUND', {
          message: 'Tag not found',
          fields: [{ field: 'tags', message: 'not found' }],
        })
      }
      const created = await request.em.transactional(async (tx) => {
        const named = await tagsNamed(tx, companyId, names)
        await setContactTags(tx, companyId, contactId, [...ids, ...named.tags.map((tag) => tag.id)])
        return named.created
      })
      for (const tag of await loadTagViews(request.em, companyId, created))
        emitTagChange(realtime, 'create', tag)
      await contacts.announceContactChange(request.em, contactId)
      const current = await tagsOfContact(request.em, contactId)
      return { tags: current.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })) }
    },
  )

  fastify.delete(
    '/tags-contacts/:tagId/:contactId',
    {
      schema: {
        tags,
        summary: 'Take a tag from a contact',
        params: Type.Object({ tagId: idSchema(), contactId: idSchema() }),
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const { tagId, contactId } = request.params
      const tag = await findTag(request.em, tagId)
      await contacts.assertContact(request.em, contactId)
      await request.em.nativeDelete(ContactTag, { tagId: tag.id, contactId })
      await contacts.announceContactChange(request.em, contactId)
      return { message: 'Tag removed from the contact' }
    },
  )

  fastify.get(
    '/contactTags/:contactId',
    {
      schema: {
        tags,
        summary: "A contact's tags",
        params: Type.Object({ contactId: idSchema() }),
        response: { 200: Type.Object({ tags: Type.Array(TagChipSchema) }) },
      },
    },
    async (request) => {
      const { contactId } = request.params
      await contacts.assertContact(request.em, contactId)
      const current = await tagsOfContact(request.em, contactId)
      return { tags: current.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })) }
    },
  )
}

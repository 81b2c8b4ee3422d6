import {
  ListQuerySchema,
  listAnswerSchema,
  type PluginRoutes,
  pageOf,
  type StorageApi,
  sendPage,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { Announcer } from './announce.ts'
import { announcementView } from './announcement-view.ts'
import { Announcement } from './entities.ts'
import { findAnnouncement } from './find-announcement.ts'
import {
  AnnouncementCreateSchema,
  AnnouncementIdSchema,
  AnnouncementSchema,
  AnnouncementUpdateSchema,
} from './schemas.ts'

const tags = ['announcements']
const superOnly = { access: { super: true } }

/** Announcements: everyone reads the active ones; only the super admin sees drafts and manages them. */
export const announcementRoutes: PluginRoutes<{ storage: StorageApi; announce: Announcer }> = async (
  fastify,
  { storage, announce },
) => {
  const view = (announcement: Parameters<typeof announcementView>[0]) =>
    announcementView(announcement, storage)

  // The specification calls GET /announcements/ and react-admin GET /announcements: the router
  // ignores trailing slashes, so one route answers both.
  fastify.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, paged (searchParam/pageNumber or react-admin range/sort/filter)',
        querystring: ListQuerySchema,
        response: { 200: listAnswerSchema('records', AnnouncementSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, {
        pageSize: 20,
        sortable: ['id', 'title', 'priority', 'status', 'createdAt'],
      })
      const where = {
        ...(request.caller.super ? {} : { status: true }),
        ...(page.search
          ? { $or: [{ title: { $ilike: `%${page.search}%` } }, { text: { $ilike: `%${page.search}%` } }] }
          : {}),
      }
      const [records, total] = await request.em.findAndCount(Announcement, where, {
        orderBy: page.orderBy
          ? { [page.orderBy.field]: page.orderBy.direction }
          : { priority: 'asc', createdAt: 'desc', id: 'desc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'records', records.map(view), total)
    },
  )

  fastify.get(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'One announcement',
        params: AnnouncementIdSchema,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request) => view(await findAnnouncement(request.em, request.params.id, request.caller)),
  )

  fastify.post(
    '/announcements',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Publish an announcement (super admin)',
        body: AnnouncementCreateSchema,
        response: { 201: AnnouncementSchema },
      },
    },
    async (request, reply) => {
      const { body } = request
      const announcement = request.em.create(Announcement, {
        title: body.title.trim(),
        text: body.text,
        priority: body.priority ?? 3,
        status: body.status ?? true,
      })
      await request.em.flush()
      const record = view(announcement)
      await announce('create', record)
      return reply.status(201).send(record)
    },
  )

  fastify.put(
    '/announcements/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Change an announcement (super admin)',
        params: AnnouncementIdSchema,
        body: AnnouncementUpdateSchema,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request) => {
      const announcement = await findAnnouncement(request.em, request.params.id, request.caller)
      const { title, text, priority, status } = request.body
      if (title !== undefined) announcement.title = title.trim()
      if (text !== undefined) announcement.text = text
      if (priority !== undefined) announcement.priority = priority
      if (status !== undefined) announcement.status = status
      await request.em.flush()
      const record = view(announcement)
      await announce('update', record)
      return record
    },
  )

  fastify.delete(
    '/announcements/:id',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Delete an announcement and its image (super admin)',
        params: AnnouncementIdSchema,
        response: { 200: Type.Object({ message: Type.String() }) },
      },
    },
    async (request) => {
      const announcement = await findAnnouncement(request.em, request.params.id, request.caller)
      const mediaPath = announcement.mediaPath
      await request.em.remove(announcement).flush()
      if (mediaPath) await storage.remove(mediaPath)
      await announce('delete', { id: request.params.id })
      return { message: 'Announcement deleted' }
    },
  )
}

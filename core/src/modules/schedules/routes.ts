import { AppError, listAnswerSchema, multipartFile, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { Em } from '../../kernel/db/orm.ts'
import { likePattern } from '../../kernel/db/sql-fragments.ts'
import { Contact, masksNumbersFor } from '../contacts/index.ts'
import { type ISchedule, Schedule } from './entities.ts'
import { emitScheduleChange, emitScheduleDelete } from './schedule-events.ts'
import { scheduleImageType } from './schedule-image.ts'
import { checkScheduleReferences } from './schedule-references.ts'
import { scheduleSender } from './schedule-sender.ts'
import { scheduleStatus } from './schedule-status.ts'
import { loadScheduleViews } from './schedule-view.ts'
import {
  MessageAnswerSchema,
  ScheduleBodySchema,
  ScheduleIdParams,
  ScheduleListQuerySchema,
  ScheduleSchema,
  ScheduleUpdateSchema,
} from './schemas.ts'

const tags = ['schedules']
const access = { access: { planFlag: 'useSchedules' as const } }

const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** A search also matches the contact's name; the contacts found are capped, the schedules are paged. */
const CONTACTS_MATCHED_BY_SEARCH = 1000

async function findSchedule(em: Em, id: number): Promise<ISchedule> {
  const schedule = await em.findOne(Schedule, { id })
  if (!schedule) throw new AppError('ERR_NOT_FOUND', { message: 'Schedule not found' })
  return schedule
}

/** Scheduled messages (inbox.md §3, §5, §9; administration.md Schedules), each planned for its send time. */
export const scheduleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { realtime, storage } = fastify.kernel
  const sender = scheduleSender(fastify.kernel, fastify.log)

  const viewFor = async (em: Em, schedule: ISchedule, masked: boolean) =>
    (await loadScheduleViews(em, storage, [schedule]))(masked)[0]!

  fastify.get(
    '/schedules',
    {
      config: access,
      schema: {
        tags,
        summary: 'Scheduled messages by send time, paged; searchParam matches the text and the contact name',
        querystring: ScheduleListQuerySchema,
        response: { 200: listAnswerSchema('schedules', ScheduleSchema) },
      },
    },
    async (request, reply) => {
      const { query } = request
      const page = pageOf(query, { pageSize: 20, sortable: ['id', 'sendAt', 'status', 'createdAt'] })
      const search = page.search?.trim()
      const contactId =
        query.contactId ?? (typeof page.filter.contactId === 'number' ? page.filter.contactId : undefined)
      const status = typeof page.filter.status === 'string' ? page.filter.status : undefined
      let searchCondition = {}
      if (search) {
        const contacts = await request.em.find(
          Contact,
          { name: { $ilike: likePattern(search) } },
          { fields: ['id'], limit: CONTACTS_MATCHED_BY_SEARCH },
        )
        searchCondition = {
          $or: [
            { body: { $ilike: likePattern(search) } },
            { contactId: { $in: contacts.map((contact) => contact.id) } },
          ],
        }
      }
      const [schedules, total] = await request.em.findAndCount(
        Schedule,
        { contactId, status, ...searchCondition },
        {
          orderBy: page.orderBy
            ? { [page.orderBy.field]: page.orderBy.direction }
            : { sendAt: 'asc', id: 'asc' },
          offset: page.offset,
          limit: page.limit,
        },
      )
      const masked = await masksNumbersFor(request.em, request.caller)
      const views = (await loadScheduleViews(request.em, storage, schedules))(masked)
      return sendPage(reply, page, 'schedules', views, total)
    },
  )

  fastify.get(
    '/schedules/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One scheduled message',
        params: ScheduleIdParams,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => {
      const schedule = await findSchedule(request.em, request.params.id)
      return viewFor(request.em, schedule, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.post(
    '/schedules',
    {
      config: access,
      schema: {
        tags,
        summary: 'Schedule a message to a contact (status PENDENTE)',
        body: ScheduleBodySchema,
        response: { 201: ScheduleSchema },
      },
    },
    async (request, reply) => {
      const { body, caller } = request
      await checkScheduleReferences(request.em, body)
      // The defaults of inbox.md §9; the entity repeats them, the API states them.
      const schedule = await request.em.transactional(async (tx) => {
        const created = tx.create(Schedule, {
          companyId: caller.companyId,
          userId: caller.userId,
          body: body.body.trim(),
          contactId: body.contactId,
          sendAt: new Date(body.sendAt),
          status: scheduleStatus.pending,
          openTicket: body.openTicket ?? 'enabled',
          statusTicket: body.statusTicket ?? 'closed',
          ticketUserId: body.ticketUserId ?? null,
          queueId: body.queueId ?? null,
          connectionId: body.whatsappId ?? null,
          intervalo: body.intervalo ?? 1,
          valorIntervalo: body.valorIntervalo ?? 0,
          enviarQuantasVezes: body.enviarQuantasVezes ?? 1,
          tipoDias: body.tipoDias ?? 4,
          assinar: body.assinar ?? false,
        })
        await tx.flush()
        await sender.arm(tx, created)
        return created
      })
      await emitScheduleChange(realtime, request.em, storage, 'create', schedule)
      const view = await viewFor(request.em, schedule, await masksNumbersFor(request.em, caller))
      return reply.status(201).send(view)
    },
  )

  fastify.put(
    '/schedules/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Change a scheduled message; a new send time makes it PENDENTE again',
        params: ScheduleIdParams,
        body: ScheduleUpdateSchema,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => {
      const schedule = await findSchedule(request.em, request.params.id)
      const { body } = request
      await checkScheduleReferences(request.em, body)
      if (body.body !== undefined) schedule.body = body.body.trim()
      if (body.contactId !== undefined) schedule.contactId = body.contactId
      let replanned = false
      if (body.sendAt !== undefined) {
        const sendAt = new Date(body.sendAt)
        if (sendAt.getTime() !== schedule.sendAt.getTime()) {
          // A new time starts a new series; a send in progress finishes without touching it.
          schedule.sendAt = sendAt
          schedule.status = scheduleStatus.pending
          schedule.sentAt = null
          schedule.sendsDone = 0
          schedule.seriesStartAt = null
          schedule.failureReason = null
          schedule.sendingRun = null
          replanned = true
        }
      }
      if (body.openTicket !== undefined) schedule.openTicket = body.openTicket
      if (body.statusTicket !== undefined) schedule.statusTicket = body.statusTicket
      if (body.ticketUserId !== undefined) schedule.ticketUserId = body.ticketUserId
      if (body.queueId !== undefined) schedule.queueId = body.queueId
      if (body.whatsappId !== undefined) schedule.connectionId = body.whatsappId
      if (body.intervalo !== undefined) schedule.intervalo = body.intervalo
      if (body.valorIntervalo !== undefined) schedule.valorIntervalo = body.valorIntervalo
      if (body.enviarQuantasVezes !== undefined) schedule.enviarQuantasVezes = body.enviarQuantasVezes
      if (body.tipoDias !== undefined) schedule.tipoDias = body.tipoDias
      if (body.assinar !== undefined) schedule.assinar = body.assinar
      await request.em.transactional(async (tx) => {
        await tx.flush()
        if (replanned) await sender.arm(tx, schedule)
      })
      await emitScheduleChange(realtime, request.em, storage, 'update', schedule)
      return viewFor(request.em, schedule, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.delete(
    '/schedules/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Delete a scheduled message',
        params: ScheduleIdParams,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const schedule = await findSchedule(request.em, request.params.id)
      const mediaPath = schedule.mediaPath
      await request.em.remove(schedule).flush()
      if (mediaPath) await storage.remove(mediaPath)
      emitScheduleDelete(realtime, request.caller.companyId, request.params.id)
      return { message: 'Schedule deleted' }
    },
  )

  fastify.post(
    '/schedules/:id/media-upload',
    {
      config: access,
      schema: {
        tags,
        summary: 'Attach an image (png, jpg, jpeg) to a scheduled message; replaces the previous one',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the image: png, jpg or jpeg') }),
        params: ScheduleIdParams,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => {
      const schedule = await findSchedule(request.em, request.params.id)
      const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } })
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const content = await file.toBuffer()
      const mimeType = scheduleImageType(file.filename, content)
      const stored = await storage.save(request.caller.companyId, content, {
        fileName: file.filename,
        mimeType,
      })
      const previous = schedule.mediaPath
      schedule.mediaPath = stored.key
      schedule.mediaName = stored.fileName
      await request.em.flush()
      if (previous) await storage.remove(previous)
      await emitScheduleChange(realtime, request.em, storage, 'update', schedule)
      return viewFor(request.em, schedule, await masksNumbersFor(request.em, request.caller))
    },
  )

  fastify.delete(
    '/schedules/:id/media-upload',
    {
      config: access,
      schema: {
        tags,
        summary: "Remove a scheduled message's image",
        params: ScheduleIdParams,
        response: { 200: ScheduleSchema },
      },
    },
    async (request) => {
      const schedule = await findSchedule(request.em, request.params.id)
      const previous = schedule.mediaPath
      schedule.mediaPath = null
      schedule.mediaName = null
      await request.em.flush()
      if (previous) await storage.remove(previous)
      await emitScheduleChange(realtime, request.em, storage, 'update', schedule)
      return viewFor(request.em, schedule, await masksNumbersFor(request.em, request.caller))
    },
  )
}

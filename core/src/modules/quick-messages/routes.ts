import { AppError, listAnswerSchema, multipartFile, pageOf, sendPage } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { escapeLike, likePattern } from '../../kernel/db/sql-fragments.ts'
import {
  channelMediaMaxBytes,
  checkedMediaContent,
  uploadedContent,
} from '../../kernel/storage/media-content-check.ts'
import { type IQuickMessage, QuickMessage } from './entities.ts'
import { findEditableQuickMessage, findVisibleQuickMessage, visibleTo } from './quick-message-access.ts'
import { emitQuickMessageChange, emitQuickMessageDelete } from './quick-message-events.ts'
import { quickMessageView } from './quick-message-view.ts'
import {
  MessageAnswerSchema,
  QuickMessageBodySchema,
  QuickMessageIdParams,
  QuickMessageListQuerySchema,
  QuickMessagePickQuerySchema,
  QuickMessageSchema,
  QuickMessageUpdateSchema,
} from './schemas.ts'

const tags = ['quick-messages']

/** Quick replies carry images, audio, video or documents; WhatsApp's own limit is 16 MB for most. */
/** A quick message's media is sent over the channel: no larger than it delivers. */
const MAX_MEDIA_BYTES = channelMediaMaxBytes

/** Quick messages (administration.md Quick messages, §7; inbox.md '/' picker). */
export const quickMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { realtime, storage } = fastify.kernel
  const view = (message: IQuickMessage) => quickMessageView(storage, message)

  fastify.get(
    '/quick-messages',
    {
      schema: {
        tags,
        summary: "Quick messages the caller sees (own, general, and others' visible ones), paged",
        querystring: QuickMessageListQuerySchema,
        response: { 200: listAnswerSchema('records', QuickMessageSchema) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request.query, {
        pageSize: 20,
        sortable: ['id', 'shortcode', 'createdAt', 'updatedAt'],
      })
      const search = page.search?.trim()
      const where = {
        $and: [
          visibleTo(request.caller),
          search
            ? {
                $or: [
                  { shortcode: { $ilike: likePattern(search) } },
                  { message: { $ilike: likePattern(search) } },
                ],
              }
            : {},
        ],
      }
      const [messages, total] = await request.em.findAndCount(QuickMessage, where, {
        orderBy: page.orderBy
          ? { [page.orderBy.field]: page.orderBy.direction }
          : { shortcode: 'asc', id: 'asc' },
        offset: page.offset,
        limit: page.limit,
      })
      return sendPage(reply, page, 'records', messages.map(view), total)
    },
  )

  fastify.get(
    '/quick-messages/list',
    {
      schema: {
        tags,
        summary: "The '/' picker of the inbox: the caller's own and the general active quick messages",
        querystring: QuickMessagePickQuerySchema,
        response: { 200: Type.Array(QuickMessageSchema) },
      },
    },
    async (request) => {
      const search = request.query.searchParam?.trim()
      // The query's userId is ignored: it would let anyone read another user's private replies.
      const messages = await request.em.find(
        QuickMessage,
        {
          status: true,
          $or: [{ userId: request.caller.userId }, { geral: true }],
          ...(search ? { shortcode: { $ilike: `${escapeLike(search)}%` } } : {}),
        },
        { orderBy: { shortcode: 'asc', id: 'asc' } },
      )
      return messages.map(view)
    },
  )

  fastify.get(
    '/quick-messages/:id',
    {
      schema: {
        tags,
        summary: 'One quick message',
        params: QuickMessageIdParams,
        response: { 200: QuickMessageSchema },
      },
    },
    async (request) => view(await findVisibleQuickMessage(request.em, request.caller, request.params.id)),
  )

  fastify.post(
    '/quick-messages',
    {
      schema: {
        tags,
        summary: 'Add a quick message of the caller',
        body: QuickMessageBodySchema,
        response: { 201: QuickMessageSchema },
      },
    },
    async (request, reply) => {
      const { body, caller } = request
      const message = request.em.create(QuickMessage, {
        companyId: caller.companyId,
        userId: caller.userId,
        shortcode: body.shortcode.trim(),
        message: body.message ?? '',
        geral: body.geral ?? false,
        visao: body.visao ?? true,
        status: body.status ?? true,
      })
      await request.em.flush()
      emitQuickMessageChange(realtime, 'create', view(message))
      return reply.status(201).send(view(message))
    },
  )

  fastify.put(
    '/quick-messages/:id',
    {
      schema: {
        tags,
        summary: "Change a quick message (403 on another user's visible, non-general one)",
        params: QuickMessageIdParams,
        body: QuickMessageUpdateSchema,
        response: { 200: QuickMessageSchema },
      },
    },
    async (request) => {
      const message = await findEditableQuickMessage(request.em, request.caller, request.params.id)
      const wasShared = message.geral || message.visao
      const { body } = request
      if (body.shortcode !== undefined) message.shortcode = body.shortcode.trim()
      if (body.message !== undefined) message.message = body.message
      if (body.geral !== undefined) message.geral = body.geral
      if (body.visao !== undefined) message.visao = body.visao
      if (body.status !== undefined) message.status = body.status
      await request.em.flush()
      emitQuickMessageChange(realtime, 'update', view(message), wasShared)
      return view(message)
    },
  )

  fastify.delete(
    '/quick-messages/:id',
    {
      schema: {
        tags,
        summary: "Delete a quick message (403 on another user's visible, non-general one)",
        params: QuickMessageIdParams,
        response: { 200: MessageAnswerSchema },
      },
    },
    async (request) => {
      const message = await findEditableQuickMessage(request.em, request.caller, request.params.id)
      const record = view(message)
      await request.em.remove(message).flush()
      if (message.mediaPath) await storage.remove(message.mediaPath)
      emitQuickMessageDelete(realtime, record)
      return { message: 'Quick message deleted' }
    },
  )

  fastify.post(
    '/quick-messages/:id/media-upload',
    {
      schema: {
        tags,
        summary: 'Attach a file to a quick message (multipart: typeArch, file); replaces the previous one',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({
          file: multipartFile('the file to send with the quick message'),
          typeArch: Type.Optional(Type.String({ description: 'sent by the inbox ("quickMessage")' })),
        }),
        params: QuickMessageIdParams,
        response: { 200: QuickMessageSchema },
      },
    },
    async (request) => {
      const message = await findEditableQuickMessage(request.em, request.caller, request.params.id)
      const file = await request.file({ limits: { fileSize: MAX_MEDIA_BYTES, files: 1 } })
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const content = await uploadedContent(file.file)
      const mimeType = checkedMediaContent(content, file.mimetype, 'file')
      const stored = await storage.save(
        request.caller.companyId,
        content,
        { fileName: file.filename, mimeType },
        MAX_MEDIA_BYTES,
      )
      const previous = message.mediaPath
      message.mediaPath = stored.key
      message.mediaName = stored.fileName
      await request.em.flush()
      if (previous) await storage.remove(previous)
      emitQuickMessageChange(realtime, 'update', view(message))
      return view(message)
    },
  )

  fastify.delete(
    '/quick-messages/:id/media-upload',
    {
      schema: {
        tags,
        summary: "Remove a quick message's file",
        params: QuickMessageIdParams,
        response: { 200: QuickMessageSchema },
      },
    },
    async (request) => {
      const message = await findEditableQuickMessage(request.em, request.caller, request.params.id)
      const previous = message.mediaPath
      message.mediaPath = null
      message.mediaName = null
      await request.em.flush()
      if (previous) await storage.remove(previous)
      emitQuickMessageChange(realtime, 'update', view(message))
      return view(message)
    },
  )
}

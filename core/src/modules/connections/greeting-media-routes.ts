import { AppError, multipartFile, type RouteAccess } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  checkedMediaContent,
  refuseOversizeRequest,
  uploadedContent,
} from '../../kernel/storage/media-content-check.ts'
import { sendableMediaLimitBytes } from '../settings/index.ts'
import { emitConnectionChange } from './connection-events.ts'
import { loadConnectionView } from './connection-view.ts'
import { findConnection } from './find-connection.ts'
import { ConnectionIdSchema, ConnectionSchema } from './schemas.ts'

const tags = ['connections']
const managers: { access: RouteAccess } = { access: { permission: 'allowConnections' } }

/** administration.md §5: the greeting's attachment is an image or a video (raster images only: no SVG). */
const isGreetingMedia = (mimeType: string) =>
  (mimeType.startsWith('image/') && mimeType !== 'image/svg+xml') || mimeType.startsWith('video/')

/**
 * The file sent with a connection's greeting (administration.md §7 `/whatsapp/{id}/media-upload`):
 * stored in the company's media, its key kept in the connection's `greetingMediaAttachment` and
 * its original name in `greetingMediaName`.
 */
export const greetingMediaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { kernel } = fastify

  async function replaceAttachment(
    companyEm: Parameters<typeof findConnection>[0],
    id: number,
    file: { key: string; name: string } | null,
  ) {
    const connection = await findConnection(companyEm, id)
    const previous = connection.options.greetingMediaAttachment
    const key = file?.key ?? null
    connection.options = {
      ...connection.options,
      greetingMediaAttachment: key,
      greetingMediaName: file ? file.name.slice(0, 255) : null,
    }
    await companyEm.flush()
    if (typeof previous === 'string' && previous !== key) await kernel.storage.remove(previous)
    const view = await loadConnectionView(companyEm, connection, {
      withSecrets: true,
      providers: kernel.extensions,
    })
    await emitConnectionChange(kernel.realtime, companyEm, connection.companyId, {
      action: 'update',
      whatsapp: view,
    })
    return view
  }

  fastify.post(
    '/whatsapp/:id/media-upload',
    {
      config: managers,
      schema: {
        tags,
        summary: "Attach an image or video to the connection's greeting (multipart: file)",
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({
          file: multipartFile('an image or a video, up to the downloadLimit setting'),
        }),
        params: ConnectionIdSchema,
        response: { 200: ConnectionSchema },
      },
    },
    async (request) => {
      await findConnection(request.em, request.params.id)
      const maxBytes = await sendableMediaLimitBytes(request.em)
      refuseOversizeRequest(request.headers['content-length'], maxBytes)
      const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } })
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      if (!isGreetingMedia(file.mimetype)) {
        file.file.resume()
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'file', message: 'must be an image or a video' }],
        })
      }
      // By content, not name: an .svg or a .png.html claiming to be an image is refused.
      const content = await uploadedContent(file.file)
      const mimeType = checkedMediaContent(content, file.mimetype, 'file', isGreetingMedia)
      const stored = await kernel.storage.save(
        request.caller.companyId,
        content,
        { fileName: file.filename, mimeType },
        maxBytes,
      )
      return replaceAttachment(request.em, request.params.id, { key: stored.key, name: stored.fileName })
    },
  )

  fastify.delete(
    '/whatsapp/:id/media-upload',
    {
      config: managers,
      schema: {
        tags,
        summary: "Remove the greeting's attachment",
        params: ConnectionIdSchema,
        response: { 200: ConnectionSchema },
      },
    },
    async (request) => replaceAttachment(request.em, request.params.id, null),
  )
}

import {
  AppError,
  multipartFile,
  type PluginRoutes,
  type StorageApi,
  sniffMediaType,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { Announcer } from './announce.ts'
import { announcementView } from './announcement-view.ts'
import { findAnnouncement } from './find-announcement.ts'
import { AnnouncementIdSchema, AnnouncementSchema } from './schemas.ts'

const tags = ['announcements']
const superOnly = { access: { super: true } }

/** The image types an announcement accepts (administration.md §5): png, jpg, jpeg. */
const imageTypes: Record<string, string[]> = {
  png: ['image/png'],
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
}

/** Largest image accepted; the specification names no limit, this one keeps pages light. */
export const ANNOUNCEMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Attaching and removing an announcement's image (super admin). */
export const announcementMediaRoutes: PluginRoutes<{ storage: StorageApi; announce: Announcer }> = async (
  fastify,
  { storage, announce },
) => {
  fastify.post(
    '/announcements/:id/media-upload',
    {
      config: superOnly,
      schema: {
        tags,
        summary: 'Attach an image, png, jpg or jpeg (multipart field "file"; super admin)',
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({ file: multipartFile('the image: png, jpg or jpeg') }),
        params: AnnouncementIdSchema,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request) => {
      const announcement = await findAnnouncement(request.em, request.params.id, request.caller)
      const contentLength = Number(request.headers['content-length'] ?? 0)
      if (contentLength > ANNOUNCEMENT_IMAGE_MAX_BYTES + 64 * 1024)
        throw new AppError('ERR_PAYLOAD_TOO_LARGE')
      const file = await request.file({ limits: { fileSize: ANNOUNCEMENT_IMAGE_MAX_BYTES, files: 1 } })
      if (!file) throw new AppError('ERR_VALIDATION', { fields: [{ field: 'file', message: 'is required' }] })
      const extension = file.filename.split('.').pop()?.toLowerCase() ?? ''
      // The name, the declared type and the content (magic bytes) must all say png or jpeg.
      const content = await file.toBuffer()
      const sniffed = sniffMediaType(content.subarray(0, 64))
      if (!imageTypes[extension]?.includes(file.mimetype) || sniffed !== file.mimetype) {
        throw new AppError('ERR_VALIDATION', {
          fields: [{ field: 'file', message: 'must be a png, jpg or jpeg image' }],
        })
      }
      const stored = await storage.save(
        request.caller.companyId,
        content,
        { fileName: file.filename, mimeType: sniffed },
        ANNOUNCEMENT_IMAGE_MAX_BYTES,
      )
      const previous = announcement.mediaPath
      announcement.mediaPath = stored.key
      announcement.mediaName = stored.fileName
      await request.em.flush()
      if (previous) await storage.remove(previous)
      const record = announcementView(announcement, storage)
      await announce('update', record)
      return record
    },
  )

  fastify.delete(
    '/announcements/:id/media-upload',
    {
      config: superOnly,
      schema: {
        tags,
        summary: "Remove an announcement's image (super admin)",
        params: AnnouncementIdSchema,
        response: { 200: AnnouncementSchema },
      },
    },
    async (request) => {
      const announcement = await findAnnouncement(request.em, request.params.id, request.caller)
      const previous = announcement.mediaPath
      announcement.mediaPath = null
      announcement.mediaName = null
      await request.em.flush()
      if (previous) await storage.remove(previous)
      const record = announcementView(announcement, storage)
      await announce('update', record)
      return record
    },
  )
}

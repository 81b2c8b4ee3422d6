import {
  AppError,
  multipartFile,
  type PluginRoutes,
  type RealtimeApi,
  type StorageApi,
  type StoredMedia,
  sniffBytes,
  sniffMediaType,
} from '@atendo/plugin-api'
import { Type } from 'typebox'
import { integrationErrors } from '../errors.ts'
import { findFileList, findFileListRow } from './file-list-records.ts'
import { FileListSchema, UploadParams } from './schemas.ts'

const tags = ['file-lists']
const admins = { access: { profile: 'admin' as const } }

/** Largest file of an option: WhatsApp's own limit for video and documents is of this order. */
export const FILE_OPTION_MAX_BYTES = 20 * 1024 * 1024
const maxFiles = 20

/** What a list may send: images, audio, video and documents, as their content (not their name) says. */
function acceptedType(content: Buffer): string | undefined {
  const sniffed = sniffMediaType(content.subarray(0, sniffBytes))
  if (!sniffed || sniffed === 'image/x-icon') return undefined
  return sniffed
}

/**
 * Attaches files to a list's options (administration.md §7 POST /files/uploadList/{fileId}): the
 * dialog sends, per option, a `files` part and that option's `id` (with `name`, `mediaType`,
 * `typeArch` it also sends, which are not needed). Each file is checked by its content; all are
 * attached, or none (files stored before a refusal are removed).
 */
export const uploadRoutes: PluginRoutes<{ storage: StorageApi; realtime: RealtimeApi }> = async (
  fastify,
  { storage, realtime },
) => {
  fastify.post(
    '/files/uploadList/:fileId',
    {
      config: admins,
      schema: {
        tags,
        summary:
          "Attach files to a list's options (multipart: a `files` part then its option's `id`, per option)",
        consumes: ['multipart/form-data'],
        multipartForm: Type.Object({
          files: multipartFile('image, audio, video or document, up to 20 MB each (repeated)'),
          id: Type.String({ description: 'the option the file before it belongs to (repeated)' }),
        }),
        params: UploadParams,
        response: { 200: FileListSchema },
      },
    },
    async (request) => {
      const { companyId } = request.caller
      const found = await findFileListRow(request.em, companyId, request.params.fileId)
      if (!found) throw new AppError('ERR_NOT_FOUND', { message: 'File list not found' })
      const stored: StoredMedia[] = []
      const optionIds: number[] = []
      try {
        for await (const part of request.parts({
          limits: { fileSize: FILE_OPTION_MAX_BYTES, files: maxFiles },
        })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'files') {
              part.file.resume()
              continue
            }
            const content = await part.toBuffer()
            const mimeType = acceptedType(content)
            if (!mimeType || part.file.truncated)
              throw new AppError(integrationErrors.ERR_INTEGRATIONS_FILE_NOT_ACCEPTED)
            stored.push(
              await storage.save(
                companyId,
                content,
                { fileName: part.filename || 'arquivo', mimeType },
                FILE_OPTION_MAX_BYTES,
              ),
            )
          } else if (part.fieldname === 'id') {
            optionIds.push(Number(part.value))
          }
        }
        if (stored.length === 0)
          throw new AppError('ERR_VALIDATION', {
            fields: [{ field: 'files', message: 'at least one file is required' }],
          })
        const known = new Set(found.options.map((option) => option.id))
        if (optionIds.length !== stored.length || !optionIds.every((id) => known.has(id)))
          throw new AppError('ERR_VALIDATION', {
            fields: [
              { field: 'id', message: 'each file must be followed by the id of an option of this list' },
            ],
          })
      } catch (error) {
        for (const media of stored) await storage.remove(media.key)
        throw error
      }
      const replaced = await request.em.transactional(async (tx) => {
        const previous: string[] = []
        for (const [index, media] of stored.entries()) {
          const [row] = await tx.execute<{ old: string | null }[]>(
            `update integrations_file_list_options o set path = ?, file_name = ?, media_type = ?, updated_at = now()
               from (select id, path as old from integrations_file_list_options where company_id = ? and id = ? for update) p
              where o.id = p.id returning p.old`,
            [media.key, media.fileName, media.mimeType, companyId, optionIds[index]],
          )
          if (row?.old) previous.push(row.old)
        }
        return previous
      })
      for (const key of replaced) await storage.remove(key)
      const record = await findFileList(request.em, companyId, request.params.fileId, storage)
      realtime.toCompany(companyId).emit(`company-${companyId}-file`, { action: 'update', fileList: record })
      return record
    },
  )
}

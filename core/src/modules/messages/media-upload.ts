import { AppError } from '@atendo/plugin-api'
import type { FastifyMultipartBaseOptions } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { checkedText } from '../../kernel/http/safe-text-guard.ts'
import {
  checkedMediaContent,
  refuseOversizeRequest,
  uploadedContent,
} from '../../kernel/storage/media-content-check.ts'
import type { MediaStorage, StoredMedia } from '../../kernel/storage/media-storage.ts'
import { isSendableMime } from './media-type.ts'

/** A multipart form: its stored files (in the order sent) and its text fields. */
export interface MediaForm {
  files: StoredMedia[]
  fields: Record<string, string[]>
}

/** Largest number of files one message form may carry. */
const maxFilesPerForm = 10

/**
 * Reads a multipart form, one file at a time (each at most `channelMediaMaxBytes` in memory). A file
 * over the limit or of a type that cannot be sent refuses the whole form, and the files already
 * stored are removed, so a refused upload leaves nothing behind.
 */
export async function readMediaForm(
  request: FastifyRequest,
  storage: MediaStorage,
  companyId: number,
  maxBytes: number,
): Promise<MediaForm> {
  const form: MediaForm = { files: [], fields: {} }
  refuseOversizeRequest(request.headers['content-length'], maxBytes * maxFilesPerForm)
  try {
    // An oversize file is not thrown by the parser: its stream is cut and flagged, and storage
    // discards the partial file. (parts() honours throwFileSizeLimit; only its type leaves it out.)
    const options: FastifyMultipartBaseOptions = {
      limits: { fileSize: maxBytes, files: maxFilesPerForm },
      throwFileSizeLimit: false,
    }
    for await (const part of request.parts(options as Parameters<FastifyRequest['parts']>[0])) {
      if (part.type === 'file') {
        if (!isSendableMime(part.mimetype)) {
          part.file.resume()
          throw new AppError('ERR_VALIDATION', {
            fields: [{ field: part.fieldname, message: `files of type ${part.mimetype} cannot be sent` }],
          })
        }
        // One file at a time, at most what the channel delivers, checked by its content.
        const content = await uploadedContent(part.file)
        const mimeType = checkedMediaContent(content, part.mimetype, part.fieldname)
        form.files.push(
          await storage.save(companyId, content, { fileName: part.filename, mimeType }, maxBytes),
        )
      } else {
        const values = form.fields[part.fieldname] ?? []
        values.push(checkedText(part.fieldname, String(part.value)))
        form.fields[part.fieldname] = values
      }
    }
  } catch (error) {
    await Promise.all(form.files.map((file) => storage.remove(file.key)))
    throw error
  }
  return form
}

/**
 * A copy of a stored file of this company (forwarding, a quick message's media; by its key or by
 * the signed URL the inbox was given), so the new message keeps its file even if the original is
 * removed. Storage tells a file's type only through `open`, which takes a signed request, so the
 * copy signs one for itself.
 */
export async function copyStoredMedia(
  storage: MediaStorage,
  companyId: number,
  keyOrUrl: string,
  fileName?: string,
): Promise<StoredMedia> {
  const key = /^(?:https?:\/\/[^/]+)?\/public\/([^?#]+)/.exec(keyOrUrl)?.[1] ?? keyOrUrl
  if (storage.companyOf(key) !== companyId)
    throw new AppError('ERR_NOT_FOUND', { message: 'Media not found' })
  const signed = new URL(storage.url(key, 60), 'http://storage.local')
  const file = await storage.open(
    key,
    signed.searchParams.get('expires') ?? undefined,
    signed.searchParams.get('signature') ?? undefined,
  )
  return storage.save(companyId, file.stream, {
    fileName: fileName ?? file.fileName,
    mimeType: file.mimeType,
  })
}

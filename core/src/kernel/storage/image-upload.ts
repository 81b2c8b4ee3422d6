import { extname } from 'node:path'
import { AppError, sniffMediaType } from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import { checkedText } from '../../kernel/http/safe-text-guard.ts'

/** An uploaded image, read whole (avatars and logos are small) so text fields may come after it. */
export interface ImageUpload {
  fields: Record<string, string>
  image: { content: Buffer; fileName: string; mimeType: string }
}

const imageTypes: Record<string, readonly string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'image/x-icon': ['.ico'],
  'image/vnd.microsoft.icon': ['.ico'],
}

/**
 * Reads a multipart form with one image (in any of `fileFields`) and its text fields. Refuses
 * anything but raster images (an SVG can carry script) and files over `maxBytes` (413).
 */
export async function readImageUpload(
  request: FastifyRequest,
  fileFields: readonly string[],
  maxBytes: number,
): Promise<ImageUpload> {
  const fields: Record<string, string> = {}
  let image: ImageUpload['image'] | undefined
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = checkedText(part.fieldname, part.value)
      continue
    }
    if (!fileFields.includes(part.fieldname)) {
      part.file.resume()
      continue
    }
    const content = await part.toBuffer()
    const extension = extname(part.filename).toLowerCase()
    // Name, declared type and content (magic bytes) must agree: an SVG or HTML named .png is refused.
    const sniffed = sniffMediaType(content.subarray(0, 64))
    const sameImage =
      sniffed === part.mimetype || (sniffed === 'image/x-icon' && part.mimetype.includes('icon'))
    if (!imageTypes[part.mimetype]?.includes(extension) || !sameImage) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Only image files (png, jpg, jpeg, gif, webp, ico) are accepted',
        fields: [{ field: part.fieldname, message: 'must be an image file' }],
      })
    }
    image = { content, fileName: part.filename, mimeType: part.mimetype }
  }
  if (!image) {
    throw new AppError('ERR_VALIDATION', {
      message: `${fileFields[0]} is required`,
      fields: [{ field: fileFields[0]!, message: 'is required' }],
    })
  }
  return { fields, image }
}

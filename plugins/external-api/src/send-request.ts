import { createHash } from 'node:crypto'
import { AppError } from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import type { SendJsonSchema } from './schemas.ts'

/** One file of a multipart send, read whole (the multipart limits bound its size). */
export interface SendFile {
  fileName: string
  mimeType: string
  content: Buffer
}

/** A send as asked, whichever form it came in. */
export interface SendRequest {
  number: string
  body: string
  userId: number | null
  queueId: number | null
  sendSignature: boolean
  closeTicket: boolean
  files: SendFile[]
  /** A digest of everything asked, to tell a retry from a different request under the same key. */
  digest: string
}

const invalid = (field: string, message: string) =>
  new AppError('ERR_VALIDATION', { fields: [{ field, message }] })

function optionalId(field: string, value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null
  const parsed = Number(value)
  if (!/^[0-9]{1,10}$/.test(value.trim()) || parsed < 1 || parsed > 2147483647)
    throw invalid(field, 'must be an id')
  return parsed
}

function digestOf(request: Omit<SendRequest, 'digest'>): string {
  const hash = createHash('sha256')
  const { files, ...fields } = request
  hash.update(JSON.stringify(fields))
  for (const file of files) {
    hash.update(`\0${file.fileName}\0${file.mimeType}\0`)
    hash.update(createHash('sha256').update(file.content).digest())
  }
  return hash.digest('hex')
}

/** The JSON form, already validated by the route's schema. */
export function jsonSendRequest(body: Static<typeof SendJsonSchema>): SendRequest {
  const request = {
    number: body.number,
    body: body.body,
    userId: body.userId ?? null,
    queueId: body.queueId ?? null,
    sendSignature: body.sendSignature ?? false,
    closeTicket: body.closeTicket ?? false,
    files: [],
  }
  return { ...request, digest: digestOf(request) }
}

const formFields = new Set(['number', 'body', 'userId', 'queueId', 'sendSignature', 'closeTicket'])

/** The multipart form: text fields and the `medias` files, checked as they arrive. */
export async function formSendRequest(request: FastifyRequest): Promise<SendRequest> {
  const fields: Record<string, string> = {}
  const files: SendFile[] = []
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'medias') {
        part.file.resume()
        throw invalid(part.fieldname, 'is not a field of this form (files go in "medias")')
      }
      const content = await part.toBuffer()
      files.push({ fileName: part.filename || 'file', mimeType: part.mimetype, content })
    } else if (formFields.has(part.fieldname)) {
      fields[part.fieldname] = String(part.value)
    }
  }
  const number = fields.number?.trim() ?? ''
  if (number.length < 8 || number.length > 30)
    throw invalid('number', 'is required: country code + area code + number')
  if (files.length === 0) throw invalid('medias', 'at least one file is required')
  const body = fields.body ?? ''
  if (body.length > 10_000) throw invalid('body', 'is too long')
  const asked = {
    number,
    body,
    userId: optionalId('userId', fields.userId),
    queueId: optionalId('queueId', fields.queueId),
    sendSignature: fields.sendSignature === 'true',
    closeTicket: fields.closeTicket === 'true',
    files,
  }
  return { ...asked, digest: digestOf(asked) }
}

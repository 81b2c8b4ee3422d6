import type { Caller, OutboundMessage } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { Compile } from 'typebox/compile'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { StoredMedia } from '../../kernel/storage/media-storage.ts'
import { sendableMediaLimitBytes } from '../settings/index.ts'
import type { ITicket } from '../tickets/index.ts'
import { copyStoredMedia, readMediaForm } from './media-upload.ts'
import type { MessageView } from './message-view.ts'
import { isSet, SendMediaFieldsSchema, type SendMessageBodySchema } from './schemas.ts'
import { type SendOptions, sendMessage, storedBeforeFailing } from './send-message.ts'
import { buildVCard } from './vcard.ts'

const checkMediaFields = Compile(SendMediaFieldsSchema)

const emptyBody = () => new AppError('ERR_VALIDATION', { fields: [{ field: 'body', message: 'is empty' }] })

/** A stored file as the channel gets it; recorded voice notes keep their voice-note look. */
function mediaMessage(file: StoredMedia, caption: string): OutboundMessage {
  const voiceNote = file.mimeType.startsWith('audio/') && file.fileName.startsWith('audio-record')
  return {
    kind: 'media',
    body: caption,
    media: {
      path: file.path,
      fileName: file.fileName,
      mimeType: file.mimeType,
      ...(voiceNote ? { voiceNote } : {}),
    },
  }
}

/**
 * Sends a stored file with its caption (the inbox's uploads, a quick message's media, the
 * chatbot's greeting media); a refusal before its message was stored leaves no file behind.
 */
export async function sendStoredFile(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  file: StoredMedia,
  caption: string,
  options: SendOptions,
): Promise<MessageView> {
  try {
    return await sendMessage(kernel, em, ticket, mediaMessage(file, caption), {
      ...options,
      stored: { mediaUrl: file.key, body: file.fileName },
    })
  } catch (error) {
    if (!storedBeforeFailing(error)) await kernel.storage.remove(file.key)
    throw error
  }
}

/** POST /messages/:ticketId as JSON: a text, a contact card, or a stored file of the company. */
export async function sendJsonMessage(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  ticket: ITicket,
  request: Static<typeof SendMessageBodySchema>,
): Promise<MessageView> {
  const quoted = request.quotedMsg
  const options: SendOptions = {
    userId: caller.userId,
    isPrivate: isSet(request.isPrivate),
    quotedMsgId: typeof quoted === 'number' ? quoted : (quoted?.id ?? null),
    signature: isSet(request.signMessage),
    fillVariables: true,
  }
  const body = request.body?.trim() ?? ''
  if (request.vCard) {
    return sendMessage(
      kernel,
      em,
      ticket,
      { kind: 'vcard', body: buildVCard(request.vCard), vcard: request.vCard },
      options,
    )
  }
  if (request.mediaUrl) {
    const copy = await copyStoredMedia(kernel.storage, caller.companyId, request.mediaUrl)
    return sendStoredFile(kernel, em, ticket, copy, body, options)
  }
  if (body === '') throw emptyBody()
  return sendMessage(kernel, em, ticket, { kind: 'text', body }, options)
}

/**
 * POST /messages/:ticketId as a multipart form: files in `medias` (each one message, in order)
 * with their caption in `body` (one per file, or a single one for the first file), or just a text.
 * A refused form stores nothing; when the channel refuses one file, the files not yet sent are removed.
 */
export async function sendFormMessages(
  kernel: Kernel,
  em: Em,
  caller: Caller,
  ticket: ITicket,
  request: FastifyRequest,
): Promise<MessageView[]> {
  const { storage } = kernel
  const form = await readMediaForm(request, storage, caller.companyId, await sendableMediaLimitBytes(em))
  const fields = {
    body: form.fields.body ?? [],
    isPrivate: form.fields.isPrivate?.at(-1),
    signMessage: form.fields.signMessage?.at(-1),
    quotedMsg: form.fields.quotedMsg?.at(-1),
  }
  const problems = checkMediaFields.Check(fields) ? [] : [...checkMediaFields.Errors(fields)]
  const captions = fields.body.map((caption) => caption.trim())
  if (problems.length > 0 || (form.files.length === 0 && !captions[0])) {
    await Promise.all(form.files.map((file) => storage.remove(file.key)))
    if (problems.length === 0) throw emptyBody()
    throw new AppError('ERR_VALIDATION', {
      fields: problems.map((problem) => ({
        field: problem.instancePath.replace(/^\//, '') || 'body',
        message: problem.message,
      })),
    })
  }
  const options: SendOptions = {
    userId: caller.userId,
    isPrivate: isSet(fields.isPrivate as 'true' | 'false' | undefined),
    quotedMsgId: fields.quotedMsg ? Number(fields.quotedMsg) : null,
    signature: isSet(fields.signMessage as 'true' | 'false' | undefined),
    fillVariables: true,
  }
  if (form.files.length === 0)
    return [await sendMessage(kernel, em, ticket, { kind: 'text', body: captions[0]! }, options)]

  const sent: MessageView[] = []
  for (const [index, file] of form.files.entries()) {
    const caption = captions.length > 1 ? (captions[index] ?? '') : index === 0 ? (captions[0] ?? '') : ''
    try {
      sent.push(await sendStoredFile(kernel, em, ticket, file, caption, options))
    } catch (error) {
      // The files after the refused one were never sent.
      await Promise.all(form.files.slice(index + 1).map((unsent) => storage.remove(unsent.key)))
      throw error
    }
  }
  return sent
}

import type { OutboundMessage } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import { findChannelProvider } from '../../kernel/channels/channel-for.ts'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import type { StoredMedia } from '../../kernel/storage/media-storage.ts'
import { Connection } from '../connections/index.ts'
import { sendableMediaLimitBytes } from '../settings/index.ts'
import type { ITicket } from '../tickets/index.ts'
import type { InteractiveDraft } from './interactive-messages.ts'
import type { MessageView } from './message-view.ts'
import { sendMessage } from './send-message.ts'

/** The ticket id in the path of a list, button or PIX send; the inbox shows this exact message. */
export function interactiveTicketId(raw: string): number {
  const id = /^[1-9]\d{0,9}$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    throw new AppError('ERR_VALIDATION', {
      message: 'ID do Ticket inválido.',
      fields: [{ field: 'ticketId', message: 'ID do Ticket inválido.' }],
    })
  }
  return id
}

const imageExtensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
}

/** Stores the image of a link button, sent by the inbox as a data URL. */
export async function storeDataUrlImage(
  kernel: Kernel,
  em: Em,
  companyId: number,
  dataUrl: string,
): Promise<StoredMedia> {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl.trim())
  const mimeType = match?.[1]?.toLowerCase()
  const extension = mimeType ? imageExtensions[mimeType] : undefined
  if (!match || !mimeType || !extension) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'image', message: 'must be a PNG, JPEG, GIF or WebP data URL' }],
    })
  }
  const content = Buffer.from(match[2]!, 'base64')
  return kernel.storage.save(
    companyId,
    content,
    { fileName: `image.${extension}`, mimeType },
    await sendableMediaLimitBytes(em),
  )
}

/** Whether the ticket's channel delivers lists and buttons as such (its provider's `interactive` trait). */
export async function ticketChannelIsInteractive(kernel: Kernel, em: Em, ticket: ITicket): Promise<boolean> {
  const connection = ticket.connectionId ? await em.findOne(Connection, { id: ticket.connectionId }) : null
  const provider = connection ? findChannelProvider(kernel, connection.provider) : undefined
  return provider?.traits.interactive === true
}

/**
 * Sends a list, button or PIX message, by an attendant (`userId`) or by nobody (the bot's menus). Channels with interactive messages get the payload; the
 * others get the readable text (with the image, if any), so the contact always receives something
 * they can act on. The conversation stores the readable text as the body and the payload as dataJson.
 */
export async function sendInteractive(
  kernel: Kernel,
  em: Em,
  ticket: ITicket,
  draft: InteractiveDraft,
  userId: number | null,
  image?: StoredMedia,
): Promise<MessageView> {
  const interactive = await ticketChannelIsInteractive(kernel, em, ticket)
  const media = image ? { path: image.path, fileName: image.fileName, mimeType: image.mimeType } : undefined
  let outbound: OutboundMessage
  if (interactive) outbound = { kind: 'interactive', body: draft.text, interactive: draft.payload }
  else if (media) outbound = { kind: 'media', body: draft.text, media }
  else outbound = { kind: 'text', body: draft.text }
  return sendMessage(kernel, em, ticket, outbound, {
    userId,
    stored: {
      mediaType: interactive ? draft.mediaType : media ? 'image' : null,
      mediaUrl: image?.key ?? null,
      dataJson: draft.dataJson,
    },
  })
}

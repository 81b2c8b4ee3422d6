import type { OutboundMessage } from '@atendo/plugin-api'
import type { AnyMessageContent, proto } from 'baileys'
import { audioContent } from './audio-content.ts'

function vcardOf(name: string, number: string): string {
  const digits = number.replace(/\D/g, '')
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `N:;${name};;;`,
    `FN:${name}`,
    `TEL;type=CELL;type=VOICE;waid=${digits}:+${digits}`,
    'END:VCARD',
  ].join('\n')
}

/** The titles a spec interactive payload offers (list rows, buttons), for channels that show only text. */
function optionTitles(interactive: Record<string, unknown> | undefined): string[] {
  if (!interactive) return []
  const titles: string[] = []
  const sections = Array.isArray(interactive.sections) ? interactive.sections : []
  for (const section of sections as { rows?: { title?: unknown }[] }[]) {
    for (const row of section.rows ?? []) if (typeof row.title === 'string') titles.push(row.title)
  }
  const buttons = Array.isArray(interactive.buttons) ? interactive.buttons : []
  for (const button of buttons as { title?: unknown; text?: unknown; displayText?: unknown }[]) {
    const title = button.title ?? button.text ?? button.displayText
    if (typeof title === 'string') titles.push(title)
  }
  return titles
}

/**
 * Interactive messages (lists, buttons) are not delivered reliably to WhatsApp users from a linked
 * device, so they go as text: the body and the options numbered, which a chatbot can match.
 */
export function interactiveAsText(message: OutboundMessage): string {
  const titles = optionTitles(message.interactive)
  if (titles.length === 0) return message.body
  return [message.body, '', ...titles.map((title, index) => `${index + 1} - ${title}`)].join('\n').trim()
}

/**
 * Baileys content for one outbound message. Media is streamed from storage by path, not loaded
 * whole; only a WebM recording is read, to be remuxed to Ogg (audio-content.ts).
 */
export async function outboundContent(message: OutboundMessage): Promise<AnyMessageContent> {
  const forwarded: { contextInfo?: proto.IContextInfo } = message.forwarded
    ? { contextInfo: { isForwarded: true, forwardingScore: 1 } }
    : {}
  switch (message.kind) {
    case 'text':
      return { text: message.body, ...forwarded }
    case 'interactive':
      return { text: interactiveAsText(message), ...forwarded }
    case 'location': {
      const location = message.location
      if (!location) return { text: message.body, ...forwarded }
      // Baileys applies contextInfo to any content, though its types offer it only on some.
      return Object.assign(
        {
          location: {
            degreesLatitude: location.latitude,
            degreesLongitude: location.longitude,
            name: location.name,
            address: location.address,
          },
        },
        forwarded,
      )
    }
    case 'vcard': {
      const card = message.vcard
      const vcard = message.body.startsWith('BEGIN:VCARD')
        ? message.body
        : card
          ? vcardOf(card.name, card.number)
          : ''
      const displayName = card?.name ?? ''
      return Object.assign({ contacts: { displayName, contacts: [{ displayName, vcard }] } }, forwarded)
    }
    case 'media': {
      const media = message.media
      if (!media) return { text: message.body, ...forwarded }
      const file = { url: media.path }
      const mime = media.mimeType.toLowerCase()
      if (mime.startsWith('image/'))
        return { image: file, caption: message.body, mimetype: media.mimeType, ...forwarded }
      if (mime.startsWith('video/'))
        return { video: file, caption: message.body, mimetype: media.mimeType, ...forwarded }
      if (mime.startsWith('audio/')) return audioContent(media)
      return {
        document: file,
        mimetype: media.mimeType,
        fileName: media.fileName,
        caption: message.body || undefined,
        ...forwarded,
      }
    }
  }
}

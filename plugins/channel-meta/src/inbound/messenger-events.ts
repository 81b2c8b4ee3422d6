import type { InboundContact, InboundMessage } from '@atendo/plugin-api'
import { isoTime, type MappedEvent, type MediaToFetch } from './mapped-event.ts'

/**
 * One `entry.messaging[]` item of a Messenger (`object: "page"`) or Instagram
 * (`object: "instagram"`) webhook. Shapes: Meta's Messenger Platform webhook reference
 * (developers.facebook.com/docs/messenger-platform/reference/webhook-events: messages,
 * message_echoes, message_deliveries, message_reads, message_reactions, message_edits,
 * messaging_postbacks) and the Instagram Messaging webhook reference (story replies and
 * mentions, unsent messages `is_deleted`, `read.mid`).
 */
export interface MessagingEvent {
  sender: { id: string }
  recipient: { id: string }
  timestamp?: number
  message?: {
    mid: string
    text?: string
    is_echo?: boolean
    is_deleted?: boolean
    quick_reply?: { payload: string }
    reply_to?: { mid?: string; story?: { url: string; id: string } }
    sticker_id?: number
    attachments?: { type: string; payload?: { url?: string; sticker_id?: number; title?: string } }[]
  }
  postback?: { title?: string; payload?: string; mid?: string }
  reaction?: { mid: string; action: 'react' | 'unreact'; emoji?: string; reaction?: string }
  delivery?: { mids?: string[]; watermark: number }
  read?: { mid?: string; watermark?: number }
  message_edit?: { mid: string; text: string; num_edit?: number }
}

/** The attachment kinds that carry a file (Messenger's and Instagram's). */
const fileKinds: Record<string, string> = {
  image: 'image',
  video: 'video',
  audio: 'audio',
  file: 'application',
  story_mention: 'image',
  ig_reel: 'video',
  reel: 'video',
}

/**
 * Maps one messaging item to core's inbound events. `idKind` is how the channel names people:
 * page-scoped ids (`psid`) on Messenger, Instagram-scoped ids (`igsid`) on Instagram.
 */
export function mapMessagingEvent(item: MessagingEvent, idKind: 'psid' | 'igsid'): MappedEvent[] {
  const timestamp = isoTime(item.timestamp, 'ms')
  const echo = item.message?.is_echo === true
  // An echo is the page writing: the conversation is with the recipient.
  const person: InboundContact = {
    identities: [{ kind: idKind, value: echo ? item.recipient.id : item.sender.id }],
  }

  if (item.message?.is_deleted)
    return [{ event: { kind: 'delete', externalId: item.message.mid, timestamp } }]
  if (item.message) return messageEvents(item.message, person, echo, timestamp)
  if (item.postback) {
    const externalId = item.postback.mid ?? `postback:${item.sender.id}:${item.timestamp ?? 0}`
    const message: InboundMessage = {
      externalId,
      contact: person,
      fromMe: false,
      body: item.postback.title ?? item.postback.payload ?? '',
      data: { postback: { title: item.postback.title ?? null, payload: item.postback.payload ?? null } },
      timestamp,
    }
    return [{ event: { kind: 'message', message } }]
  }
  if (item.reaction) {
    const emoji = item.reaction.action === 'unreact' ? '' : (item.reaction.emoji ?? '')
    return [{ event: { kind: 'reaction', externalId: item.reaction.mid, emoji, from: person, timestamp } }]
  }
  if (item.message_edit) {
    return [
      { event: { kind: 'edit', externalId: item.message_edit.mid, body: item.message_edit.text, timestamp } },
    ]
  }
  if (item.delivery) {
    const mids = item.delivery.mids ?? []
    // Older clients send only the watermark: every message sent up to it was delivered.
    if (mids.length === 0) return untilWatermark(person, 2, item.delivery.watermark, timestamp)
    return mids.map((mid) => ({ event: { kind: 'ack', externalId: mid, ack: 2, timestamp } }))
  }
  if (item.read?.mid) return [{ event: { kind: 'ack', externalId: item.read.mid, ack: 3, timestamp } }]
  // Messenger's reads name no message: everything sent up to the watermark was read.
  if (item.read) return untilWatermark(person, 3, item.read.watermark, timestamp)
  return []
}

/** A receipt by time; nothing when the watermark is missing or not a time. */
function untilWatermark(
  person: InboundContact,
  ack: 2 | 3,
  watermark: number | undefined,
  timestamp: string,
): MappedEvent[] {
  if (typeof watermark !== 'number' || !Number.isFinite(watermark) || watermark <= 0) return []
  return [{ event: { kind: 'ack-until', contact: person, ack, until: isoTime(watermark, 'ms'), timestamp } }]
}

function messageEvents(
  message: NonNullable<MessagingEvent['message']>,
  person: InboundContact,
  fromMe: boolean,
  timestamp: string,
): MappedEvent[] {
  const data: Record<string, unknown> = {}
  if (message.quick_reply) data.quickReply = { payload: message.quick_reply.payload }
  if (message.reply_to?.story)
    data.storyReply = { url: message.reply_to.story.url, id: message.reply_to.story.id }
  const attachments = message.attachments ?? []
  const base = (externalId: string, body: string): InboundMessage => ({
    externalId,
    contact: person,
    fromMe,
    body,
    quotedExternalId: message.reply_to?.mid,
    ...(Object.keys(data).length > 0 ? { data: { ...data } } : {}),
    timestamp,
  })
  if (attachments.length === 0)
    return [{ event: { kind: 'message', message: base(message.mid, message.text ?? '') } }]
  // One mid may carry several files: the first is the message itself, the others follow as
  // `<mid>:<n>`, so each is stored once even when Meta delivers the entry again.
  return attachments.map((attachment, index) => {
    const externalId = index === 0 ? message.mid : `${message.mid}:${index}`
    const body = index === 0 ? (message.text ?? '') : ''
    const mapped = base(externalId, body)
    const url = attachment.payload?.url
    const isSticker = attachment.payload?.sticker_id !== undefined || message.sticker_id !== undefined
    if (attachment.type === 'story_mention')
      mapped.data = { ...mapped.data, storyMention: { url: url ?? null } }
    const mediaType = isSticker ? 'image' : fileKinds[attachment.type]
    if (!mediaType || !url) {
      // Links, shares and templates carry no file: the inbox shows what they point to.
      mapped.body = [mapped.body, attachment.payload?.title, url].filter(Boolean).join('\n')
      mapped.data = { ...mapped.data, attachment: { type: attachment.type, url: url ?? null } }
      return { event: { kind: 'message', message: mapped } }
    }
    mapped.mediaType = mediaType
    if (isSticker)
      mapped.data = { ...mapped.data, sticker: { id: attachment.payload?.sticker_id ?? message.sticker_id } }
    const media: MediaToFetch = { source: { kind: 'url', url }, fileName: fileNameOf(url, externalId) }
    return { event: { kind: 'message', message: mapped }, media }
  })
}

/** The file's name in Meta's CDN URL, else the message id. */
function fileNameOf(url: string, externalId: string): string {
  try {
    const last = new URL(url).pathname.split('/').pop()
    if (last && /\.[a-z0-9]{2,5}$/i.test(last)) return decodeURIComponent(last).slice(0, 200)
  } catch {
    // A malformed URL is still downloaded by whoever can; the name falls back to the id.
  }
  return externalId.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 100) || 'attachment'
}

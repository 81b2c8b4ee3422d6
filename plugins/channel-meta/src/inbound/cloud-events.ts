import type { InboundContact, InboundMessage } from '@atendo/plugin-api'
import { inboxMediaType, isoTime, type MappedEvent } from './mapped-event.ts'

/**
 * The `value` of one `entry.changes[]` item (`field: "messages"`) of a WhatsApp Cloud API webhook
 * (`object: "whatsapp_business_account"`). Shape: Meta's Cloud API webhook reference
 * (developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components and .../payload-examples).
 */
export interface CloudChangeValue {
  messaging_product?: string
  metadata: { display_phone_number?: string; phone_number_id: string }
  contacts?: { wa_id: string; profile?: { name?: string } }[]
  messages?: CloudMessage[]
  statuses?: CloudStatus[]
}

type CloudFile = { id: string; mime_type?: string; caption?: string; filename?: string; voice?: boolean }

export interface CloudMessage {
  from: string
  id: string
  timestamp: string
  type: string
  context?: { id?: string; from?: string }
  text?: { body: string }
  image?: CloudFile
  video?: CloudFile
  audio?: CloudFile
  document?: CloudFile
  sticker?: CloudFile & { animated?: boolean }
  reaction?: { message_id: string; emoji?: string }
  button?: { text: string; payload?: string }
  interactive?: {
    type: string
    button_reply?: { id: string; title: string }
    list_reply?: { id: string; title: string; description?: string }
  }
  location?: { latitude: number; longitude: number; name?: string; address?: string }
  contacts?: { name?: { formatted_name?: string }; phones?: { phone?: string; wa_id?: string }[] }[]
}

export interface CloudStatus {
  id: string
  status: 'sent' | 'delivered' | 'read' | 'failed' | string
  timestamp: string
  recipient_id: string
  errors?: { code?: number; title?: string; message?: string }[]
}

const ackOf: Record<string, 1 | 2 | 3> = { sent: 1, delivered: 2, read: 3 }

/** Maps one Cloud API change to core's inbound events: messages, reactions, statuses. */
export function mapCloudChange(value: CloudChangeValue): MappedEvent[] {
  const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]))
  const events: MappedEvent[] = []
  for (const message of value.messages ?? []) {
    const person: InboundContact = {
      identities: [{ kind: 'phone', value: message.from }],
      name: names.get(message.from) ?? undefined,
    }
    const mapped = mapCloudMessage(message, person)
    if (mapped) events.push(mapped)
  }
  for (const status of value.statuses ?? []) {
    const timestamp = isoTime(status.timestamp, 's')
    if (status.status === 'failed') {
      const reason = status.errors?.[0]
      events.push({
        event: {
          kind: 'send-failed',
          externalId: status.id,
          reason: `${reason?.code ?? ''} ${reason?.title ?? reason?.message ?? 'failed'}`.trim(),
          timestamp,
        },
      })
      continue
    }
    const ack = ackOf[status.status]
    if (ack) events.push({ event: { kind: 'ack', externalId: status.id, ack, timestamp } })
  }
  return events
}

function mapCloudMessage(message: CloudMessage, person: InboundContact): MappedEvent | undefined {
  const timestamp = isoTime(message.timestamp, 's')
  if (message.type === 'reaction' && message.reaction) {
    return {
      event: {
        kind: 'reaction',
        externalId: message.reaction.message_id,
        emoji: message.reaction.emoji ?? '',
        from: person,
        timestamp,
      },
    }
  }
  const inbound: InboundMessage = {
    externalId: message.id,
    contact: person,
    fromMe: false,
    body: '',
    quotedExternalId: message.context?.id,
    timestamp,
  }
  const file = message.image ?? message.video ?? message.audio ?? message.document ?? message.sticker
  if (file && ['image', 'video', 'audio', 'document', 'sticker'].includes(message.type)) {
    inbound.body = file.caption ?? (message.type === 'document' ? (file.filename ?? '') : '')
    inbound.mediaType = message.type === 'sticker' ? 'image' : inboxMediaType(file.mime_type, 'application')
    if (message.type === 'sticker')
      inbound.data = { sticker: { animated: message.sticker?.animated ?? false } }
    const fileName = file.filename ?? `${message.id.replace(/[^A-Za-z0-9]/g, '').slice(-40)}`
    return {
      event: { kind: 'message', message: inbound },
      media: { source: { kind: 'cloud-media', mediaId: file.id }, fileName, mimeType: file.mime_type },
    }
  }
  switch (message.type) {
    case 'text':
      inbound.body = message.text?.body ?? ''
      break
    case 'button':
      inbound.body = message.button?.text ?? ''
      inbound.data = { quickReply: { payload: message.button?.payload ?? null } }
      break
    case 'interactive': {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply
      inbound.body = reply?.title ?? ''
      // The id the row or button was sent with: what the contact chose, whatever its title.
      if (reply?.id) inbound.choiceId = reply.id
      inbound.data = { interactiveReply: { type: message.interactive?.type ?? null, id: reply?.id ?? null } }
      break
    }
    case 'location':
      inbound.mediaType = 'locationMessage'
      inbound.body = [message.location?.name, message.location?.address].filter(Boolean).join('\n')
      inbound.data = { location: message.location ?? null }
      break
    case 'contacts': {
      const card = message.contacts?.[0]
      inbound.mediaType = 'contactMessage'
      inbound.body = card?.name?.formatted_name ?? ''
      inbound.data = { contacts: message.contacts ?? [] }
      break
    }
    default:
      // `unsupported`, `system`, polls...: kept so the attendant knows something arrived.
      inbound.body = `[${message.type}]`
      inbound.data = { unsupported: message.type }
  }
  return { event: { kind: 'message', message: inbound } }
}

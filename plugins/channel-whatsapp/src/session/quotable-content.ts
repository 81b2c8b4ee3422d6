import { getContentType, proto } from 'baileys'
import { unwrapContent } from '../inbound/message-content.ts'

/** Kinds nobody quotes: they change another message or carry keys, and show as no bubble of their own. */
const unquotable = new Set<string>([
  'pollUpdateMessage',
  'reactionMessage',
  'protocolMessage',
  'keepInChatMessage',
])

/** Larger contents are not kept: a reply then repeats the conversation's text of the message instead. */
const maxQuotableBytes = 4_096

/**
 * The content a reply repeats when it quotes this message (WhatsApp puts the quoted content in the
 * reply), as small as it can be: the envelopes taken off and the thumbnails left out. Undefined
 * when even that is too large to keep.
 */
export function quotableContent(message: proto.IMessage | null | undefined): proto.IMessage | undefined {
  const content = unwrapContent(message)?.content
  const kind = content && getContentType(content)
  if (!content || !kind || unquotable.has(kind)) return undefined
  // A copy: the message itself still serves the media download.
  const copy = proto.Message.decode(proto.Message.encode(content).finish())
  for (const value of Object.values(copy)) {
    if (value && typeof value === 'object' && 'jpegThumbnail' in value) {
      ;(value as { jpegThumbnail?: unknown }).jpegThumbnail = null
    }
  }
  return proto.Message.encode(copy).finish().length <= maxQuotableBytes ? copy : undefined
}

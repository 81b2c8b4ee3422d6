import type { proto } from 'baileys'

/** A message's content with its wrappers taken off, and what the wrappers said. */
export interface UnwrappedContent {
  content: proto.IMessage
  viewOnce: boolean
  ephemeral: boolean
}

/**
 * Takes off the envelopes WhatsApp puts around content: disappearing-message (`ephemeralMessage`),
 * view-once (`viewOnceMessage`, `V2`, `V2Extension`), documents with a caption
 * (`documentWithCaptionMessage`) and messages the phone sent to another chat (`deviceSentMessage`).
 * Envelopes nest (an ephemeral view-once image), so this unwraps until none is left.
 */
export function unwrapContent(message: proto.IMessage | null | undefined): UnwrappedContent | undefined {
  let content = message ?? undefined
  let viewOnce = false
  let ephemeral = false
  for (let depth = 0; content && depth < 6; depth++) {
    const inner =
      content.ephemeralMessage?.message ??
      content.viewOnceMessage?.message ??
      content.viewOnceMessageV2?.message ??
      content.viewOnceMessageV2Extension?.message ??
      content.documentWithCaptionMessage?.message ??
      content.deviceSentMessage?.message
    if (!inner) break
    if (content.ephemeralMessage) ephemeral = true
    if (content.viewOnceMessage || content.viewOnceMessageV2 || content.viewOnceMessageV2Extension)
      viewOnce = true
    content = inner
  }
  return content ? { content, viewOnce, ephemeral } : undefined
}

type ContentWithContext = { contextInfo?: proto.IContextInfo | null }

/** The context (quote, forward, ad) of whichever content type the message carries. */
export function contextInfoOf(content: proto.IMessage): proto.IContextInfo | undefined {
  for (const value of Object.values(content)) {
    if (value && typeof value === 'object' && 'contextInfo' in value) {
      const context = (value as ContentWithContext).contextInfo
      if (context) return context
    }
  }
  return undefined
}

/** The text of plain or extended text content (edits carry either). */
export function textOf(content: proto.IMessage | null | undefined): string | undefined {
  if (!content) return undefined
  return (
    content.conversation ??
    content.extendedTextMessage?.text ??
    content.imageMessage?.caption ??
    content.videoMessage?.caption ??
    content.documentMessage?.caption ??
    undefined
  )
}

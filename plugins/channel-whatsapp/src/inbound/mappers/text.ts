import type { ContentMapper } from '../mapped-content.ts'

/** Plain text: `conversation`. */
export const mapConversation: ContentMapper = (content) =>
  typeof content.conversation === 'string'
    ? { body: content.conversation, mediaType: 'conversation' }
    : undefined

/** Text with a link preview, a quote, a mention or an ad reply: `extendedTextMessage`. */
export const mapExtendedText: ContentMapper = (content) => {
  const extended = content.extendedTextMessage
  if (!extended) return undefined
  const data: Record<string, unknown> = {}
  if (extended.matchedText) {
    data.linkPreview = {
      url: extended.matchedText,
      title: extended.title ?? undefined,
      description: extended.description ?? undefined,
    }
  }
  return {
    body: extended.text ?? '',
    mediaType: 'extendedTextMessage',
    ...(Object.keys(data).length > 0 ? { data } : {}),
  }
}

import type { Bubble } from './turn-outcome.ts'

/**
 * What an n8n or webhook workflow answers (synchronously, or later on the callback route):
 * `{ "messages": [{ "text": "..." }, { "mediaUrl": "https://...", "caption": "..." }], "handOver": true }`.
 * A bare string array or `{ "text": "..." }` are read as text messages; anything else sends nothing.
 */
export function workflowBubbles(answer: unknown): { bubbles: Bubble[]; handOver: boolean } {
  if (answer === null || answer === undefined) return { bubbles: [], handOver: false }
  const list: unknown[] = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && Array.isArray((answer as { messages?: unknown }).messages)
      ? (answer as { messages: unknown[] }).messages
      : [answer]
  const bubbles: Bubble[] = []
  for (const item of list.slice(0, 20)) {
    if (typeof item === 'string' && item.trim()) bubbles.push({ kind: 'text', text: item })
    else if (item && typeof item === 'object') {
      const { text, mediaUrl, caption } = item as { text?: unknown; mediaUrl?: unknown; caption?: unknown }
      if (typeof mediaUrl === 'string' && /^https?:\/\//.test(mediaUrl))
        bubbles.push({
          kind: 'media',
          url: mediaUrl,
          caption: typeof caption === 'string' ? caption : undefined,
        })
      else if (typeof text === 'string' && text.trim()) bubbles.push({ kind: 'text', text })
    }
  }
  const handOver =
    typeof answer === 'object' &&
    !Array.isArray(answer) &&
    (answer as { handOver?: unknown }).handOver === true
  return { bubbles, handOver }
}

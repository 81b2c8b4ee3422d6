import type { Message } from '../../../api/models.ts'

/** Own messages can be edited for 15 minutes (inbox.md §9: 900000 ms). */
export const editWindow = 900_000

const order = (a: Message, b: Message) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id

/** Merges a page or a live message into the conversation: one copy per id, oldest first. */
export function mergeMessages(existing: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(existing.map((message) => [message.id, message]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort(order)
}

export function removeMessage(existing: readonly Message[], messageId: number): Message[] {
  return existing.filter((message) => message.id !== messageId)
}

/** Only the sender may edit a text message, and only within the edit window. */
export function canEdit(message: Message, now: number): boolean {
  if (!message.fromMe || message.isDeleted) return false
  if (message.mediaType && message.mediaType !== 'chat' && message.mediaType !== 'extendedTextMessage')
    return false
  return now - Date.parse(message.createdAt) < editWindow
}

/** Only one's own messages may be deleted. */
export function canDelete(message: Message): boolean {
  return message.fromMe && !message.isDeleted
}

/** The audio playback rates cycled by the speed button (inbox.md §9), kept locally. */
export const playbackRates = [0.5, 1, 1.5, 2] as const

export function nextPlaybackRate(rate: number): number {
  const index = playbackRates.indexOf(rate as (typeof playbackRates)[number])
  return playbackRates[(index + 1) % playbackRates.length]!
}

/** The name and numbers of a vCard body. */
export function parseVCard(body: string): { name: string; numbers: string[] } {
  const lines = body.split(/\r?\n/)
  const name =
    lines
      .find((line) => line.startsWith('FN'))
      ?.split(':')
      .slice(1)
      .join(':') ?? ''
  const numbers = lines
    .filter((line) => line.startsWith('TEL') || line.includes('waid='))
    .map((line) => line.split(':').slice(1).join(':').trim())
    .filter(Boolean)
  return { name, numbers }
}

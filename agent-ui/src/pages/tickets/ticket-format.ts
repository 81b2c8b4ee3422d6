import type { TagChip } from '../../api/models.ts'

/** Contact names in the list are cut at 60 characters, last messages at 40 (inbox.md §9). */
export const nameLimit = 60
export const lastMessageLimit = 40

/** Cuts a text to `limit` characters, marking the cut with an ellipsis. */
export function cut(text: string | null | undefined, limit: number): string {
  if (!text) return ''
  const characters = [...text]
  return characters.length > limit ? `${characters.slice(0, limit).join('')}...` : text
}

/** The first two tags, and how many more there are ('+N'). */
export function visibleTags(tags: readonly TagChip[]): { shown: TagChip[]; more: number } {
  return { shown: tags.slice(0, 2), more: Math.max(0, tags.length - 2) }
}

/** The rating as an emoji: 1 furious, 2 angry, 3 neutral, 4 smile, 5 heart-eyes (inbox.md §2). */
export function ratingEmoji(rate: number | null | undefined): string | undefined {
  switch (rate) {
    case 1:
      return '😡'
    case 2:
      return '😠'
    case 3:
      return '😐'
    case 4:
      return '🙂'
    case 5:
      return '😍'
    default:
      return undefined
  }
}

/** A small mark for each channel. */
export function channelIcon(channel: string): { icon: string; label: string } {
  switch (channel) {
    case 'facebook':
      return { icon: 'ⓕ', label: 'Facebook' }
    case 'instagram':
      return { icon: '◎', label: 'Instagram' }
    case 'whatsappapi':
      return { icon: '✆', label: 'WhatsApp API' }
    case 'whatsapp':
      return { icon: '✆', label: 'WhatsApp' }
    default:
      return { icon: '✉', label: channel }
  }
}

/** The default queue colour when a ticket has none (inbox.md §9: grey). */
export const noQueueColor = '#7c7c7c'

/** The initial shown when a contact has no picture. */
export function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?'
}

import type { AppMessageEvent } from '@atendo/sdk'

/** What decides whether a new message sounds and pops up. */
export interface AnnounceContext {
  /** The company's showNotificationPending option is enabled (administration.md §3). */
  announcesPending: boolean
  /** The attendant has this ticket open in a visible, focused tab: they see the message arrive. */
  watching: boolean
}

/**
 * Whether a created message is announced with the sound and, in a hidden tab, a browser
 * notification: a contact's message (not ours, not a private note) that the attendant is not
 * already looking at, on a ticket waiting in the queue only when the company asks for that.
 */
export function announces(event: AppMessageEvent, context: AnnounceContext): boolean {
  if (event.action !== 'create') return false
  const { message, ticket } = event
  if (message.fromMe || message.isPrivate) return false
  if (ticket.status === 'pending' && !context.announcesPending) return false
  return !context.watching
}

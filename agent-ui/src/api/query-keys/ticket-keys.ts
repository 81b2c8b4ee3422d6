/** A ticket's data read outside the live ticket list: its whole conversation, for the export; its timeline. */
export const ticketKeys = {
  wholeConversation: (uuid: string) => ['tickets', uuid, 'whole-conversation'] as const,
  /** Every ticket's timeline: a ticket taken, moved or closed adds to it (`company-{id}-ticket`). */
  logs: ['tickets', 'log'] as const,
  /** One ticket's timeline (GET /tickets-log/{ticketId}). */
  log: (ticketId: number) => ['tickets', 'log', ticketId] as const,
  /** A ticket's internal notes (GET /ticket-notes/list), newest first. */
  notes: (ticketId: number, contactId: number) => ['tickets', 'notes', ticketId, contactId] as const,
}

/**
 * A ticket's data: the open conversation (the ticket and its messages), the ticket lists, and what
 * is read outside them (its whole conversation for the export, its timeline, its notes).
 */
export const ticketKeys = {
  /** One ticket, opened by its uuid (GET /tickets/u/{uuid}); its chat box's events are written into it. */
  byUuid: (uuid: string) => ['tickets', 'u', uuid] as const,
  /**
   * One conversation's messages, page by page, newest page first (GET /messages/{uuid}). Outside
   * `['tickets']` on purpose, like the chats' messages: the open conversation writes each message
   * event into it, and nothing should read the whole conversation again for one message.
   */
  messages: (uuid: string) => ['ticket-messages', uuid] as const,
  /**
   * One ticket list (a tab with its filters, or a search), page by page (GET /tickets): the list
   * applies each ticket and message event to its cached pages instead of reading them again.
   */
  list: (filter: object) => ['ticket-lists', filter] as const,
  wholeConversation: (uuid: string) => ['tickets', uuid, 'whole-conversation'] as const,
  /** Every ticket's timeline: a ticket taken, moved or closed adds to it (`company-{id}-ticket`). */
  logs: ['tickets', 'log'] as const,
  /** One ticket's timeline (GET /tickets-log/{ticketId}). */
  log: (ticketId: number) => ['tickets', 'log', ticketId] as const,
  /** A ticket's internal notes (GET /ticket-notes/list), newest first. */
  notes: (ticketId: number, contactId: number) => ['tickets', 'notes', ticketId, contactId] as const,
}

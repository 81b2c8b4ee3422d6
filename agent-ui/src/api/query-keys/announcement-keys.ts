/**
 * The platform's announcements (plugin announcements). Not invalidated by their event: it goes to
 * every company at once, so each screen applies it to its cached pages instead of all of them
 * reading the list in the same second; a reconnection reads them again, as every query.
 */
export const announcementKeys = {
  /** The top bar pop-over's list, page by page (GET /announcements). */
  list: ['announcements', 'list'] as const,
}

/**
 * The top bar's notifications: the tickets holding unread messages (kept current by applying each
 * ticket and message event to the cache) and how many tickets wait in the queue (read again on
 * `company-{id}-ticket` and `-appMessage` by the live invalidation of `pendingCount`).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The first page of tickets with unread messages, and the server's count of them. */
  unread: ['notifications', 'unread'] as const,
  /** The count of tickets waiting in the queue (the side menu's badge). */
  pendingCount: ['notifications', 'pending-count'] as const,
}

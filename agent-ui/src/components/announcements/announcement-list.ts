import type { Announcement, AnnouncementEvent } from '@atendo/sdk'

/**
 * The announcements pop-over's list (plugins/announcements, inbox.md §3): `priority` is 1 high
 * (red), 2 medium (orange), 3 low (grey).
 */

/** The list order of the plugin: priority first, then newest. */
const order = (a: Announcement, b: Announcement) =>
  a.priority - b.priority || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id

/** Applies a live event to the list shown. */
export function applyAnnouncementEvent(
  list: readonly Announcement[],
  event: AnnouncementEvent,
): Announcement[] {
  if (event.action === 'delete') return list.filter((announcement) => announcement.id !== event.id)
  return [...list.filter((announcement) => announcement.id !== event.record.id), event.record].sort(order)
}

/**
 * Applies a live event to the pages read: the announcement leaves the page it was on and, unless
 * withdrawn, takes its place in the first page's order.
 */
export function applyAnnouncementEventToPages<Page extends { records: Announcement[] }>(
  pages: readonly Page[],
  event: AnnouncementEvent,
): Page[] {
  const id = event.action === 'delete' ? event.id : event.record.id
  return pages.map((page, index) => ({
    ...page,
    records:
      index === 0
        ? applyAnnouncementEvent(page.records, event)
        : page.records.filter((announcement) => announcement.id !== id),
  }))
}

/** Adds a further page, one copy per announcement. */
export function appendPage(list: readonly Announcement[], page: readonly Announcement[]): Announcement[] {
  const known = new Set(list.map((announcement) => announcement.id))
  return [...list, ...page.filter((announcement) => !known.has(announcement.id))]
}

/** The priority as the pop-over colours it: 1, 2 or 3 (anything else reads as low). */
export function priorityOf(announcement: Pick<Announcement, 'priority'>): 1 | 2 | 3 {
  return announcement.priority === 1 || announcement.priority === 2 ? announcement.priority : 3
}

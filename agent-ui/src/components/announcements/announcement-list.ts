/** An announcement as GET /announcements/ answers it (plugins/announcements, inbox.md §3). */
export interface Announcement {
  id: number
  title: string
  text: string
  /** 1 high (red), 2 medium (orange), 3 low (grey). */
  priority: number
  mediaUrl: string | null
  createdAt: string
}

export interface AnnouncementPage {
  records: Announcement[]
  hasMore: boolean
}

/** The live `company-announcement` event: a published or changed one, or one withdrawn. */
export type AnnouncementEvent =
  | { action: 'create' | 'update'; record: Announcement }
  | { action: 'delete'; id: number }

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

/** Adds a further page, one copy per announcement. */
export function appendPage(list: readonly Announcement[], page: readonly Announcement[]): Announcement[] {
  const known = new Set(list.map((announcement) => announcement.id))
  return [...list, ...page.filter((announcement) => !known.has(announcement.id))]
}

/** The priority as the pop-over colours it: 1, 2 or 3 (anything else reads as low). */
export function priorityOf(announcement: Pick<Announcement, 'priority'>): 1 | 2 | 3 {
  return announcement.priority === 1 || announcement.priority === 2 ? announcement.priority : 3
}

import type { RealtimeApi } from '@atendo/plugin-api'
import type { AnnouncementView } from './announcement-view.ts'

/** The live event every company's screens listen to (administration.md §7). */
export const ANNOUNCEMENT_EVENT = 'company-announcement'

/**
 * Tells every company about a change: announcements are platform-wide. An inactive announcement
 * is announced as deleted: users must not see drafts, and the super admin's list refetches on any
 * event anyway.
 */
export function createAnnouncer(realtime: RealtimeApi) {
  return async (action: 'create' | 'update' | 'delete', record: AnnouncementView | { id: number }) => {
    const visible = action !== 'delete' && 'status' in record && record.status
    const payload = visible ? { action, record } : { action: 'delete', id: record.id }
    await realtime.toAllCompanies().emit(ANNOUNCEMENT_EVENT, payload)
  }
}

export type Announcer = ReturnType<typeof createAnnouncer>

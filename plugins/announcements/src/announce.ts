import type { DbApi, RealtimeApi } from '@atendo/core/plugin-api'
import type { AnnouncementView } from './announcement-view.ts'

/** The live event every company's screens listen to (administration.md §7). */
export const ANNOUNCEMENT_EVENT = 'company-announcement'

/**
 * Tells every company about a change. Announcements are platform-wide, so the event goes to each
 * company's namespace. An inactive announcement is announced as deleted: users must not see
 * drafts, and the super admin's list refetches on any event anyway.
 */
export function createAnnouncer(db: DbApi, realtime: RealtimeApi) {
  return async (action: 'create' | 'update' | 'delete', record: AnnouncementView | { id: number }) => {
    const visible = action !== 'delete' && 'status' in record && record.status
    const payload = visible ? { action, record } : { action: 'delete', id: record.id }
    // Companies are few (one row per tenant); reading their ids per change is cheap.
    const companies = await db
      .platform()
      .getConnection()
      .execute<{ id: number }[]>('select id from companies')
    for (const { id } of companies) realtime.toCompany(id).emit(ANNOUNCEMENT_EVENT, payload)
  }
}

export type Announcer = ReturnType<typeof createAnnouncer>

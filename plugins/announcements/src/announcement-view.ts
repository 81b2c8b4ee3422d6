import type { StorageApi } from '@atendo/plugin-api'
import type { IAnnouncement } from './entities.ts'

/** An announcement as the API answers it, with a signed URL for its image. */
export function announcementView(announcement: IAnnouncement, storage: StorageApi) {
  return {
    id: announcement.id,
    title: announcement.title,
    text: announcement.text,
    priority: announcement.priority,
    status: announcement.status,
    mediaPath: announcement.mediaPath ?? null,
    mediaName: announcement.mediaName ?? null,
    mediaUrl: announcement.mediaPath ? storage.url(announcement.mediaPath) : null,
    createdAt: announcement.createdAt.toISOString(),
    updatedAt: announcement.updatedAt.toISOString(),
  }
}

export type AnnouncementView = ReturnType<typeof announcementView>

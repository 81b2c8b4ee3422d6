import { AppError, type Caller, type Em } from '@atendo/plugin-api'
import { Announcement, type IAnnouncement } from './entities.ts'

/** One announcement as the caller may see it: users only see active ones. */
export async function findAnnouncement(em: Em, id: number, caller: Caller): Promise<IAnnouncement> {
  const announcement = await em.findOne(Announcement, caller.super ? { id } : { id, status: true })
  if (!announcement) throw new AppError('ERR_NOT_FOUND', { message: 'Announcement not found' })
  return announcement
}

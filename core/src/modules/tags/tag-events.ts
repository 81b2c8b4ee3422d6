import type { RealtimeApi } from '@atendo/plugin-api'
import type { TagView } from './tag-view.ts'

/** The live event of a company's tags and lanes: `company-{id}-tag`. */
const tagEvent = (companyId: number) => `company-${companyId}-tag`

/** Tells the company's sockets a tag was created or changed. */
export function emitTagChange(realtime: RealtimeApi, action: 'create' | 'update', tag: TagView): void {
  realtime.toCompany(tag.companyId).emit(tagEvent(tag.companyId), { action, tag })
}

/** Tells the company's sockets a tag is gone. */
export function emitTagDelete(realtime: RealtimeApi, companyId: number, tagId: number): void {
  realtime.toCompany(companyId).emit(tagEvent(companyId), { action: 'delete', tagId })
}

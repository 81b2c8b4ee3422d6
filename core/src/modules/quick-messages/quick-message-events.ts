import { type RealtimeApi, realtimeRooms } from '@atendo/plugin-api'
import type { QuickMessageView } from './quick-message-view.ts'

/** The live event of a company's quick messages: `company-{id}-quickemessage` (sic, as the inbox listens). */
const quickMessageEvent = (companyId: number) => `company-${companyId}-quickemessage`

const sharedWithOthers = (message: Pick<QuickMessageView, 'geral' | 'visao'>) =>
  message.geral || message.visao

/**
 * Tells those who may see a quick message that it was created or changed: the whole company when
 * it is general or visible, its owner alone when private. When an update made it private, the
 * others hear a delete so their lists drop it.
 */
export function emitQuickMessageChange(
  realtime: RealtimeApi,
  action: 'create' | 'update',
  record: QuickMessageView,
  wasShared = false,
): void {
  const event = quickMessageEvent(record.companyId)
  if (sharedWithOthers(record) || record.userId === null) {
    realtime.toCompany(record.companyId).emit(event, { action, record })
    return
  }
  realtime.toUser(record.companyId, record.userId).emit(event, { action, record })
  if (wasShared) {
    realtime
      .toCompany(record.companyId)
      .except(realtimeRooms.user(record.userId))
      .emit(event, { action: 'delete', id: record.id })
  }
}

/** Tells those who could see a quick message that it is gone. */
export function emitQuickMessageDelete(realtime: RealtimeApi, record: QuickMessageView): void {
  const event = quickMessageEvent(record.companyId)
  const target =
    sharedWithOthers(record) || record.userId === null
      ? realtime.toCompany(record.companyId)
      : realtime.toUser(record.companyId, record.userId)
  target.emit(event, { action: 'delete', id: record.id })
}

import type { Static } from 'typebox'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import type { IQuickMessage } from './entities.ts'
import type { QuickMessageSchema } from './schemas.ts'

export type QuickMessageView = Static<typeof QuickMessageSchema>

export function quickMessageView(storage: MediaStorage, message: IQuickMessage): QuickMessageView {
  return {
    id: message.id,
    companyId: message.companyId,
    shortcode: message.shortcode,
    message: message.message,
    mediaPath: message.mediaPath ? storage.url(message.mediaPath) : null,
    mediaName: message.mediaName ?? null,
    geral: message.geral,
    visao: message.visao,
    status: message.status,
    userId: message.userId ?? null,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
  }
}

import type { RealtimeApi } from '@atendo/plugin-api'
import type { QueueView } from './queue-view.ts'

/** `company-{id}-queue` to the whole company: queue lists and pickers update live. */
export function emitQueueChange(
  realtime: RealtimeApi,
  companyId: number,
  change: { action: 'create' | 'update'; queue: QueueView } | { action: 'delete'; queueId: number },
): void {
  realtime.toCompany(companyId).emit(`company-${companyId}-queue`, change)
}

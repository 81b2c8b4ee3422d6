import type { RealtimeApi } from '@atendo/plugin-api'
import type { UserView } from './user-view.ts'

/** `company-{id}-user` to the whole company: user lists, pickers and the top bar update live. */
export function emitUserChange(
  realtime: RealtimeApi,
  companyId: number,
  change: { action: 'create' | 'update'; user: UserView } | { action: 'delete'; userId: number },
): void {
  realtime.toCompany(companyId).emit(`company-${companyId}-user`, change)
}

import type { Caller } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { loadViewer, type SqlCondition, visibilitySql } from '../tickets/index.ts'
/**
 * Whose work a caller's dashboard counts (docs/dashboard.md). Admins (and the super admin) see
 * the whole company. A user with showDashboard sees the figures of the tickets they may see in
 * the inbox (the same rule as the ticket list, ticket-visibility.ts), the new contacts who have
 * such a ticket, and only their own attendant row.
 */
export interface DashboardScope {
  companyId: number
  /** Over `tickets` aliased `t`. */
  tickets: SqlCondition
  /** Set for a non-admin: the only attendant whose row they get. */
  onlyUserId?: number
}

export async function dashboardScope(em: Em, caller: Caller): Promise<DashboardScope> {
  if (caller.profile === 'admin' || caller.super) {
    return { companyId: caller.companyId, tickets: { sql: 'true', params: [] } }
  }
  const viewer = await loadViewer(em, caller)
  return { companyId: caller.companyId, tickets: visibilitySql(viewer), onlyUserId: caller.userId }
}

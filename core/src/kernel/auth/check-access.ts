import type { Caller, RouteAccess } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'

/** Enforces a route's declared access rules for an authenticated caller. */
export function checkAccess(caller: Caller, access: RouteAccess): void {
  if (caller.company.expired && !access.allowExpired) throw new AppError('ERR_SUBSCRIPTION_EXPIRED')
  if (access.super && !caller.super) throw new AppError('ERR_SUPER_ONLY')
  const isAdmin = caller.profile === 'admin' || caller.super
  if (access.profile === 'admin' && !isAdmin) throw new AppError('ERR_NO_PERMISSION')
  if (access.permission) {
    const adminPasses = isAdmin && !access.adminsToo
    if (!adminPasses && !caller.switches[access.permission]) throw new AppError('ERR_NO_PERMISSION')
  }
  if (access.planFlag && !caller.company.planFlags[access.planFlag] && !caller.super) {
    throw new AppError('ERR_PLAN_FEATURE_DISABLED')
  }
}

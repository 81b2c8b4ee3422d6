import { hasPermission, isAdmin, type Permissions } from '../api/permissions.ts'

/** Who may open a page (administration.md §6). */
export interface PageAccess {
  superOnly?: boolean
  /** Plain users see the no-permission view. */
  admin?: boolean
  /** A plan flag the company must have. */
  planFlag?: string
  /** A per-user switch that opens an admin page to a plain user (allowConnections on connections). */
  orSwitch?: keyof Permissions['switches']
  /** A per-user permission (core's switch or a plugin's) plain users need; others see the no-permission view. */
  permission?: string
}

/** What happens on a page: show it, refuse with a toast and redirect, or show the no-permission view. */
export type AccessVerdict =
  | { kind: 'allowed' }
  | { kind: 'redirect'; message: string; delayMs: number }
  | { kind: 'no-permission' }

/**
 * Super-only pages send others home after 500 ms with "Sem permissão para acessar!"; plan pages
 * after 1 s with the plan message; admin pages, and pages needing a permission the user lacks,
 * show plain users the no-permission view.
 */
export function accessVerdict(access: PageAccess, permissions: Permissions): AccessVerdict {
  if (access.superOnly && !permissions.super) {
    return { kind: 'redirect', message: 'atendo.access.super_only', delayMs: 500 }
  }
  if (access.planFlag && !permissions.super && !permissions.planFlags[access.planFlag]) {
    return { kind: 'redirect', message: 'atendo.access.plan_denied', delayMs: 1000 }
  }
  if (access.admin && !isAdmin(permissions) && !(access.orSwitch && permissions.switches[access.orSwitch])) {
    return { kind: 'no-permission' }
  }
  if (access.permission && !hasPermission(permissions, access.permission)) return { kind: 'no-permission' }
  return { kind: 'allowed' }
}

/** Whether a page belongs in the menu of this user. */
export const showsInMenu = (access: PageAccess, permissions: Permissions | undefined) =>
  permissions !== undefined && accessVerdict(access, permissions).kind === 'allowed'

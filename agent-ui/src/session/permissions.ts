import type { SessionUser } from '@atendo/sdk'

/** Admin rights of the interface (inbox.md §6): profile admin, or the platform's super flag. */
export function isAdmin(user: SessionUser): boolean {
  return user.profile === 'admin' || user.super
}

/** A per-user switch stored as 'enabled' / 'disabled'. */
export function isEnabled(value: string | undefined | null): boolean {
  return value === 'enabled'
}

/** A company option from the session (companieSettings), e.g. sendSignMessage. */
export function companyOption(user: SessionUser, key: string): string | null {
  return user.company.companieSettings.find((setting) => setting.key === key)?.value ?? null
}

/**
 * Whether the user has a per-user permission: core's switch ('enabled') or one a plugin declares
 * (`pluginPermissions`). Admins have them all, as the server's routes let them through.
 */
export function hasPermission(user: SessionUser, name: string): boolean {
  if (isAdmin(user)) return true
  return (
    isEnabled((user as unknown as Record<string, string>)[name]) || user.pluginPermissions?.[name] === true
  )
}

/** The real-time panel (inbox.md §6): admins, and users with allowRealTime. */
export function mayWatchRealTime(user: SessionUser): boolean {
  return hasPermission(user, 'allowRealTime')
}

/** Who a plugin panel is for (plugin-api/src/ui.ts `UiPanel`). */
export interface PanelAccess {
  superOnly?: boolean
  profile?: 'admin' | 'user'
  planFlag?: string
  permission?: string
}

/**
 * Whether the user may see a plugin's panel, decided as GET /api/plugins/ui decides it (which
 * already leaves out the others): super-only panels for the super admin, admin panels for
 * admins, a plan flag the company's plan must have, and a permission plain users must have.
 */
export function maySeePanel(panel: PanelAccess, user: SessionUser): boolean {
  if (panel.superOnly && !user.super) return false
  if (panel.profile === 'admin' && !isAdmin(user)) return false
  if (panel.planFlag) {
    const plan = user.company.plan as Record<string, unknown> | undefined
    if (plan?.[panel.planFlag] !== true) return false
  }
  if (panel.permission && !hasPermission(user, panel.permission)) return false
  return true
}

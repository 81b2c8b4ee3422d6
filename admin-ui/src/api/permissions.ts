import type { SessionUser } from '@atendo/sdk'
import type { PanelAccessRule, UiPanel } from './data-provider.ts'

const switchNames = [
  'allTicket',
  'allowGroup',
  'allHistoric',
  'allUserChat',
  'userClosePendingTicket',
  'showDashboard',
  'allowRealTime',
  'allowConnections',
] as const

/** What the logged-in user may do: react-admin's `permissions`, read from /api/auth/me. */
export interface Permissions {
  userId: number
  companyId: number
  profile: 'admin' | 'user'
  super: boolean
  /** Per-user switches (inbox.md §6), true when enabled. */
  switches: Record<(typeof switchNames)[number], boolean>
  /** The loaded plugins' per-user permissions, by key, true when on. */
  pluginPermissions: Record<string, boolean>
  /** The company plan's feature flags (useSchedules, useCampaigns, ...). */
  planFlags: Record<string, boolean>
  dueDate: string | null
  /** The company's `timeZone` option, the zone its moments are told in (absent: the server's default). */
  timeZone?: string
  /** The admin panels plugins declare that this user may see (GET /api/plugins/ui). */
  panels: UiPanel[]
  /** The plugins' admin pages this user may not open, refused as the specification says when typed in. */
  refusedPanels: PanelAccessRule[]
  /** The ids of the plugins the server loaded (screens of an optional plugin show only with it). */
  plugins: string[]
}

export function permissionsOf(
  user: SessionUser,
  panels: UiPanel[] = [],
  refusedPanels: PanelAccessRule[] = [],
  plugins: string[] = [],
): Permissions {
  const { id: _planId, name: _planName, ...flags } = user.company.plan as Record<string, unknown>
  return {
    userId: user.id,
    companyId: user.companyId,
    profile: user.profile,
    super: user.super,
    switches: Object.fromEntries(
      switchNames.map((name) => [name, user[name] === 'enabled']),
    ) as Permissions['switches'],
    // Absent from servers older than plugin permissions.
    pluginPermissions: { ...user.pluginPermissions },
    planFlags: Object.fromEntries(Object.entries(flags).map(([flag, value]) => [flag, value === true])),
    dueDate: user.company.dueDate,
    timeZone:
      user.company.companieSettings?.find((setting) => setting.key === 'timeZone')?.value || undefined,
    panels,
    refusedPanels,
    plugins,
  }
}

/** Admins, and the super admin, manage the company's configuration. */
export const isAdmin = (permissions: Permissions | undefined) =>
  permissions?.profile === 'admin' || permissions?.super === true

/**
 * Whether the user has a per-user permission, core's switch or a plugin's; admins have them all,
 * as the server's routes let them through.
 */
export const hasPermission = (permissions: Permissions | undefined, name: string) =>
  isAdmin(permissions) ||
  (permissions?.switches as Record<string, boolean> | undefined)?.[name] === true ||
  permissions?.pluginPermissions[name] === true

/** Whether the company's plan has a feature (the super admin is never held back by a plan). */
export const hasPlanFlag = (permissions: Permissions | undefined, flag: string) =>
  permissions?.super === true || permissions?.planFlags[flag] === true

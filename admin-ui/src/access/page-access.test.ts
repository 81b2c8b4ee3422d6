import { describe, expect, it } from 'vitest'
import type { Permissions } from '../api/permissions.ts'
import { accessVerdict, showsInMenu } from './page-access.ts'

function permissions(overrides: Partial<Permissions> = {}): Permissions {
  return {
    userId: 1,
    companyId: 2,
    profile: 'admin',
    super: false,
    switches: {
      allTicket: false,
      allowGroup: false,
      allHistoric: false,
      allUserChat: false,
      userClosePendingTicket: false,
      showDashboard: false,
      allowRealTime: false,
      allowConnections: false,
    },
    pluginPermissions: { useWidgets: false },
    planFlags: { useSchedules: false, useCampaigns: true },
    dueDate: null,
    panels: [],
    refusedPanels: [],
    plugins: [],
    ...overrides,
  }
}

describe('page access', () => {
  it('sends non-super users home after 500 ms from super-only pages', () => {
    expect(accessVerdict({ superOnly: true }, permissions())).toEqual({
      kind: 'redirect',
      message: 'atendo.access.super_only',
      delayMs: 500,
    })
    expect(accessVerdict({ superOnly: true }, permissions({ super: true }))).toEqual({ kind: 'allowed' })
  })

  it('sends companies without the plan flag home after 1 s', () => {
    expect(accessVerdict({ planFlag: 'useSchedules' }, permissions())).toEqual({
      kind: 'redirect',
      message: 'atendo.access.plan_denied',
      delayMs: 1000,
    })
    expect(accessVerdict({ planFlag: 'useCampaigns' }, permissions())).toEqual({ kind: 'allowed' })
  })

  it('shows plain users the no-permission view on admin pages', () => {
    expect(accessVerdict({ admin: true }, permissions({ profile: 'user' }))).toEqual({
      kind: 'no-permission',
    })
    expect(accessVerdict({ admin: true }, permissions())).toEqual({ kind: 'allowed' })
    expect(showsInMenu({ admin: true }, permissions({ profile: 'user' }))).toBe(false)
    expect(showsInMenu({}, undefined)).toBe(false)
  })

  it('treats a user with allowConnections as admin on the connections page', () => {
    const plain = permissions({ profile: 'user' })
    const access = { admin: true, orSwitch: 'allowConnections' as const }
    expect(accessVerdict(access, plain)).toEqual({ kind: 'no-permission' })
    expect(
      accessVerdict(access, { ...plain, switches: { ...plain.switches, allowConnections: true } }),
    ).toEqual({
      kind: 'allowed',
    })
  })

  it("shows plain users without a plugin's permission the no-permission view; admins pass", () => {
    const plain = permissions({ profile: 'user' })
    const access = { permission: 'useWidgets' }
    expect(accessVerdict(access, plain)).toEqual({ kind: 'no-permission' })
    expect(showsInMenu(access, plain)).toBe(false)
    expect(accessVerdict(access, { ...plain, pluginPermissions: { useWidgets: true } })).toEqual({
      kind: 'allowed',
    })
    expect(accessVerdict(access, permissions())).toEqual({ kind: 'allowed' })
    // A core switch named the same way.
    expect(accessVerdict({ permission: 'allHistoric' }, plain)).toEqual({ kind: 'no-permission' })
    expect(
      accessVerdict(
        { permission: 'allHistoric' },
        { ...plain, switches: { ...plain.switches, allHistoric: true } },
      ),
    ).toEqual({ kind: 'allowed' })
  })
})

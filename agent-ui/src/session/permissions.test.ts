// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { sessionUser } from '../test/test-session.tsx'
import { hasPermission, maySeePanel, mayWatchRealTime } from './permissions.ts'

describe("plugin panels behind a user's permission", () => {
  const panel = { permission: 'useWidgets' }

  it('shows the panel to a plain user only once they have the permission', () => {
    expect(maySeePanel(panel, sessionUser({ pluginPermissions: { useWidgets: false } }))).toBe(false)
    expect(maySeePanel(panel, sessionUser({ pluginPermissions: { useWidgets: true } }))).toBe(true)
    // A session from a server older than plugin permissions has none.
    expect(maySeePanel(panel, sessionUser())).toBe(false)
  })

  it('lets admins through, and reads core switches the same way', () => {
    expect(maySeePanel(panel, sessionUser({ profile: 'admin', pluginPermissions: {} }))).toBe(true)
    expect(hasPermission(sessionUser({ allHistoric: 'enabled' }), 'allHistoric')).toBe(true)
    expect(hasPermission(sessionUser({ allHistoric: 'disabled' }), 'allHistoric')).toBe(false)
  })
})

describe('the real-time panel (inbox.md §6)', () => {
  it('is for admins and for users with allowRealTime, not for showDashboard alone', () => {
    expect(mayWatchRealTime(sessionUser({ profile: 'admin', allowRealTime: 'disabled' }))).toBe(true)
    expect(mayWatchRealTime(sessionUser({ super: true }))).toBe(true)
    expect(mayWatchRealTime(sessionUser({ allowRealTime: 'enabled' }))).toBe(true)
    expect(mayWatchRealTime(sessionUser({ allowRealTime: 'disabled', showDashboard: 'enabled' }))).toBe(false)
  })
})

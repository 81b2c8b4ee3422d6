// @vitest-environment happy-dom

import type { SessionUser } from '@atendo/sdk'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../i18n/languages.ts'
import { type PluginPanel, PluginPanelsContext } from '../plugins/plugin-panels.tsx'
import { fakeApi } from '../test/fake-api.ts'
import { sessionUser, TestSession } from '../test/test-session.tsx'
import { NotificationsContext } from './notifications/notifications-context.tsx'
import { needsAttention, SideMenu } from './side-menu.tsx'

// The menu reads the version and the connections' states.
beforeEach(() => {
  fakeApi(({ path }) => (path === '/api/version' ? { version: '1.2.3' } : []))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderMenu(profile: 'admin' | 'user', switches: Partial<SessionUser> = {}) {
  return render(
    <TestSession user={sessionUser({ profile, ...switches })}>
      <NotificationsContext.Provider value={{ tickets: [], count: 3, pendingCount: 4 }}>
        <SideMenu open />
      </NotificationsContext.Provider>
    </TestSession>,
  )
}

describe('drawer menu (inbox.md §2)', () => {
  it('shows the inbox entries with the unread and waiting counters', () => {
    renderMenu('user')
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    const tickets = within(menu).getByRole('link', { name: /Atendimentos/ })
    expect(tickets.getAttribute('href')).toBe('/tickets')
    expect(tickets.textContent).toContain('3 atendimentos com mensagens não lidas')
    expect(tickets.textContent).toContain('4 aguardando')
    expect(within(menu).getByRole('link', { name: 'Contatos' }).getAttribute('href')).toBe('/contacts')
  })

  it('gives the administration section to admins only, every entry leading to a back-office page', () => {
    renderMenu('user')
    expect(screen.queryByText('Administração')).toBeNull()
    cleanup()
    renderMenu('admin')
    expect(screen.getByText('Administração')).toBeTruthy()
    const connections = screen.getByRole('link', { name: 'Conexões' })
    expect(connections.getAttribute('href')).toBe('/admin/#/connections')
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/($|tickets|contacts|todolist|moments|reports|admin\/#\/)/)
  })

  it('opens with the management group: the dashboard, the reports and the real-time panel for admins', () => {
    renderMenu('admin')
    const menu = screen.getByRole('navigation', { name: 'Menu' })
    expect(within(menu).getByRole('heading', { name: 'Gerência' })).toBeTruthy()
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/')
    expect(within(menu).getByRole('link', { name: 'Relatórios' }).getAttribute('href')).toBe('/reports')
    expect(within(menu).getByRole('link', { name: 'Painel' }).getAttribute('href')).toBe('/moments')
    // Management comes before the main items (inbox.md §2), in the specification's order.
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(0, 3),
    ).toEqual(['Dashboard', 'Relatórios', 'Painel'])
  })

  it('gives plain users the management entries their switches open, each on its own', () => {
    renderMenu('user', { allowRealTime: 'enabled', showDashboard: 'disabled' })
    expect(screen.getByRole('link', { name: 'Painel' }).getAttribute('href')).toBe('/moments')
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Relatórios' })).toBeNull()
    expect(screen.queryByText('Administração')).toBeNull()
    cleanup()
    renderMenu('user', { allowRealTime: 'disabled', showDashboard: 'enabled' })
    expect(screen.getByRole('heading', { name: 'Gerência' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Relatórios' }).getAttribute('href')).toBe('/reports')
    expect(screen.queryByRole('link', { name: 'Painel' })).toBeNull()
    cleanup()
    renderMenu('user', { allowRealTime: 'disabled', showDashboard: 'disabled' })
    expect(screen.queryByText('Gerência')).toBeNull()
  })

  it('flags connections waiting for a QR code or disconnected', () => {
    expect(needsAttention([{ status: 'CONNECTED' }])).toBe(false)
    expect(needsAttention([{ status: 'CONNECTED' }, { status: 'qrcode' }])).toBe(true)
    expect(needsAttention([{ status: 'DISCONNECTED' }])).toBe(true)
    expect(needsAttention([{ status: 'TIMEOUT' }])).toBe(true)
    expect(needsAttention([{ status: 'OPENING' }, { status: 'PAIRING' }])).toBe(true)
  })
})

/** The helps plugin's inbox panel, as plugins/helps declares it. */
const helps: PluginPanel = {
  app: 'agent',
  kind: 'route',
  id: 'helps',
  label: 'Ajuda',
  labels: { pt: 'Ajuda', en: 'Help', es: 'Ayuda' },
  path: '/helps',
  icon: 'help',
}

function renderWithPanels(panels: PluginPanel[], { user = sessionUser(), language = 'pt' as Language } = {}) {
  return render(
    <TestSession user={user} language={language}>
      <PluginPanelsContext.Provider value={{ panels, loaded: true }}>
        <SideMenu open />
      </PluginPanelsContext.Provider>
    </TestSession>,
  )
}

const withPlan = (plan: Record<string, unknown>) =>
  sessionUser({
    company: { id: 1, name: 'Empresa', dueDate: null, companieSettings: [], plan },
  } as unknown as Partial<SessionUser>)

describe("drawer menu: plugins' pages", () => {
  it("links the helps plugin's page, named in the user's language", async () => {
    renderWithPanels([helps])
    expect(screen.getByRole('link', { name: 'Ajuda' }).getAttribute('href')).toBe('/helps')
    cleanup()
    renderWithPanels([helps], { language: 'es' })
    expect((await screen.findByRole('link', { name: 'Ayuda' })).getAttribute('href')).toBe('/helps')
  })

  it('falls back to the plain label for a language the plugin did not translate', async () => {
    renderWithPanels([{ ...helps, label: 'Help videos' }], { language: 'tr' })
    await screen.findByRole('link', { name: 'Kişiler' })
    expect(screen.getByRole('link', { name: 'Help videos' }).getAttribute('href')).toBe('/helps')
  })

  it('leaves out panels without an inbox page: unknown plugins and back-office panels', () => {
    renderWithPanels([
      { ...helps, id: 'campaigns', label: 'Campanhas', labels: undefined, path: '/campaigns' },
      { ...helps, app: 'admin', kind: 'resource', label: 'Vídeos de ajuda', labels: undefined },
    ])
    expect(screen.queryByRole('link', { name: 'Campanhas' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Vídeos de ajuda' })).toBeNull()
    for (const link of screen.getAllByRole('link'))
      expect(link.getAttribute('href')).toMatch(/^\/(tickets|contacts|todolist)$/)
  })

  it('shows a panel only to whom it is for: super admin, admins, plans with its flag', () => {
    renderWithPanels([{ ...helps, superOnly: true }])
    expect(screen.queryByRole('link', { name: 'Ajuda' })).toBeNull()
    cleanup()
    renderWithPanels([{ ...helps, superOnly: true }], { user: sessionUser({ super: true }) })
    expect(screen.getByRole('link', { name: 'Ajuda' })).toBeTruthy()
    cleanup()
    renderWithPanels([{ ...helps, profile: 'admin' }])
    expect(screen.queryByRole('link', { name: 'Ajuda' })).toBeNull()
    cleanup()
    renderWithPanels([{ ...helps, profile: 'admin' }], { user: sessionUser({ profile: 'admin' }) })
    expect(screen.getByRole('link', { name: 'Ajuda' })).toBeTruthy()
    cleanup()
    renderWithPanels([{ ...helps, planFlag: 'useKanban' }], { user: withPlan({ useKanban: false }) })
    expect(screen.queryByRole('link', { name: 'Ajuda' })).toBeNull()
    cleanup()
    renderWithPanels([{ ...helps, planFlag: 'useKanban' }], { user: withPlan({ useKanban: true }) })
    expect(screen.getByRole('link', { name: 'Ajuda' })).toBeTruthy()
  })

  it('reads the version once per login: the menu shown again has it at once', async () => {
    const api = fakeApi(({ path }) => (path === '/api/version' ? { version: '1.2.3' } : []))
    const menu = (shown: boolean) => (
      <TestSession user={sessionUser({ profile: 'user' })}>
        <NotificationsContext.Provider value={{ tickets: [], count: 0, pendingCount: 0 }}>
          {shown ? <SideMenu open /> : null}
        </NotificationsContext.Provider>
      </TestSession>
    )
    const { rerender } = render(menu(true))
    await screen.findByText(/1\.2\.3/)
    rerender(menu(false))
    rerender(menu(true))
    expect(screen.getByText(/1\.2\.3/)).toBeTruthy()
    expect(api.requests.filter((request) => request.path === '/api/version')).toHaveLength(1)
  })
})

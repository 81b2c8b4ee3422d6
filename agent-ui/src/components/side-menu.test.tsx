// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { sessionUser, TestSession } from '../test/test-session.tsx'
import { NotificationsContext } from './notifications/notifications-context.tsx'
import { needsAttention, SideMenu } from './side-menu.tsx'

afterEach(cleanup)

function renderMenu(profile: 'admin' | 'user') {
  return render(
    <TestSession user={sessionUser({ profile })}>
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
      expect(link.getAttribute('href')).toMatch(/^\/(tickets|contacts|admin\/#\/)/)
  })

  it('flags connections waiting for a QR code or disconnected', () => {
    expect(needsAttention([{ status: 'CONNECTED' }])).toBe(false)
    expect(needsAttention([{ status: 'CONNECTED' }, { status: 'qrcode' }])).toBe(true)
    expect(needsAttention([{ status: 'DISCONNECTED' }])).toBe(true)
    expect(needsAttention([{ status: 'TIMEOUT' }, { status: undefined }])).toBe(true)
  })
})

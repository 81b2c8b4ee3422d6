// @vitest-environment happy-dom
import type { AppMessageEvent } from '@atendo/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { testMessage, testTicket } from '../../test/test-records.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import { ThemeProvider } from '../../theme/theme-context.tsx'
import { announces } from './announce-rule.ts'
import { NotificationsButton } from './notifications-button.tsx'
import { type Notifications, NotificationsContext, NotificationsProvider } from './notifications-context.tsx'
import { emptyUnread, forgetUnread, placeUnread } from './unread-state.ts'
import { countInTitle, unreadTitle } from './unread-title.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function ticket(id: number, unreadMessages: number, updatedAt = '2026-11-22T10:00:00Z'): Ticket {
  const base = testTicket()
  return testTicket({
    id,
    contactId: id,
    status: 'pending',
    channel: 'api',
    lastMessage: `mensagem ${id}`,
    updatedAt,
    unreadMessages,
    contact: { ...base.contact, id, name: `Contato ${id}`, number: null, channel: 'api' },
    whatsapp: null,
    whatsappId: null,
  })
}

describe('tab title counter (inbox.md §4)', () => {
  it('shows a circled digit from 1 to 20 and (n) above 20', () => {
    expect(unreadTitle('Atendo', 0)).toBe('Atendo')
    expect(unreadTitle('Atendo', 1)).toBe('① Atendo')
    expect(unreadTitle('Atendo', 20)).toBe('⑳ Atendo')
    expect(unreadTitle('Atendo', 21)).toBe('(21) Atendo')
  })

  it('reads the count back from a title', () => {
    for (const count of [0, 1, 7, 20, 21, 150]) expect(countInTitle(unreadTitle('Atendo', count))).toBe(count)
  })
})

describe('tickets with unread messages', () => {
  it('adds a ticket that gets unread messages, newest first, and counts it once', () => {
    let state = placeUnread(emptyUnread, ticket(1, 1, '2026-11-22T10:00:00Z'))
    state = placeUnread(state, ticket(2, 3, '2026-11-22T11:00:00Z'))
    state = placeUnread(state, ticket(1, 2, '2026-11-22T09:00:00Z'))
    expect(state.tickets.map((one) => one.id)).toEqual([2, 1])
    expect(state.count).toBe(2)
  })

  it('drops a ticket once read, closed or deleted', () => {
    let state = placeUnread(placeUnread(emptyUnread, ticket(1, 1)), ticket(2, 1))
    state = placeUnread(state, ticket(1, 0))
    expect(state.tickets.map((one) => one.id)).toEqual([2])
    state = forgetUnread(state, 2)
    expect(state).toEqual({ tickets: [], count: 0 })
    expect(placeUnread(state, { ...ticket(3, 2), status: 'closed' })).toEqual(state)
  })
})

describe('NotificationsButton', () => {
  function renderBell(value: Notifications) {
    return render(
      <TestSession>
        <NotificationsContext.Provider value={value}>
          <NotificationsButton />
        </NotificationsContext.Provider>
      </TestSession>,
    )
  }

  it('shows the count and lists the tickets; choosing one opens it', () => {
    renderBell({ tickets: [ticket(5, 2), ticket(6, 1)], count: 2, pendingCount: 0 })
    const bell = screen.getByRole('button', { name: /Notificações: 2 atendimentos/ })
    expect(bell.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(bell)
    const list = screen.getByRole('dialog', { name: 'Notificações' })
    expect(list.textContent).toContain('Contato 5')
    expect(list.textContent).toContain('2 não lidas')
    fireEvent.click(screen.getByRole('button', { name: /Contato 6/ }))
    expect(window.location.pathname).toBe('/tickets/uuid-6')
    expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull()
  })

  it('says when there is nothing new and closes with Escape', () => {
    renderBell({ tickets: [], count: 0, pendingCount: 0 })
    fireEvent.click(screen.getByRole('button', { name: /Notificações/ }))
    expect(screen.getByText('Nenhuma mensagem nova')).toBeTruthy()
    fireEvent.keyDown(screen.getByText('Nenhuma mensagem nova'), { key: 'Escape' })
    expect(screen.queryByText('Nenhuma mensagem nova')).toBeNull()
  })

  it('shows a loading state, not "nothing new", until the first page arrives', () => {
    const { rerender } = renderBell({ tickets: [], count: 0, pendingCount: 0, loading: true })
    fireEvent.click(screen.getByRole('button', { name: /Notificações/ }))
    expect(screen.getByRole('status').textContent).toBe('Carregando...')
    expect(screen.queryByText('Nenhuma mensagem nova')).toBeNull()
    rerender(
      <TestSession>
        <NotificationsContext.Provider value={{ tickets: [], count: 0, pendingCount: 0, loading: false }}>
          <NotificationsButton />
        </NotificationsContext.Provider>
      </TestSession>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.getByTestId('empty-state').textContent).toContain('Nenhuma mensagem nova')
  })
})

describe('which new messages sound (showNotificationPending)', () => {
  const arriving = (status: Ticket['status'], message: Partial<Parameters<typeof testMessage>[0]> = {}) =>
    ({
      action: 'create',
      ticket: testTicket({ status }),
      message: testMessage({ fromMe: false, isPrivate: false, ...message }),
    }) as AppMessageEvent

  it('announces a contact message on an attended ticket, not on a waiting one unless the company asks', () => {
    const off = { announcesPending: false, watching: false }
    expect(announces(arriving('open'), off)).toBe(true)
    expect(announces(arriving('pending'), off)).toBe(false)
    expect(announces(arriving('pending'), { announcesPending: true, watching: false })).toBe(true)
  })

  it('stays silent for our own messages, private notes and a ticket the attendant is looking at', () => {
    const on = { announcesPending: true, watching: false }
    expect(announces(arriving('open', { fromMe: true }), on)).toBe(false)
    expect(announces(arriving('open', { isPrivate: true }), on)).toBe(false)
    expect(announces(arriving('open'), { announcesPending: true, watching: true })).toBe(false)
  })
})

describe('NotificationsProvider', () => {
  it('reads the unread list again when a message arrives while the first read is under way', async () => {
    // The first read was answered before the message was written: its answer holds nothing.
    let answerFirstRead: (() => void) | undefined
    const unreadReads: string[] = []
    fakeApi(async (request) => {
      if (request.path.startsWith('/api/public-settings/')) return apiError(404, 'ERR_NO_SETTING_FOUND')
      if (!request.path.includes('withUnreadMessages=true')) return { tickets: [], count: 0, hasMore: false }
      unreadReads.push(request.path)
      if (unreadReads.length === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve))
      return unreadReads.length === 1
        ? { tickets: [], count: 0, hasMore: false }
        : { tickets: [ticket(7, 1)], count: 1, hasMore: false }
    })
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <ThemeProvider>
          <NotificationsProvider>
            <NotificationsButton />
          </NotificationsProvider>
        </ThemeProvider>
      </TestSession>,
    )
    await waitFor(() => expect(answerFirstRead).toBeDefined())
    const event: AppMessageEvent = {
      action: 'create',
      ticket: ticket(7, 1),
      message: testMessage({ ticketId: 7, fromMe: true }),
    } as AppMessageEvent
    act(() => live.tell('company-1-appMessage', event))
    act(() => answerFirstRead?.())
    await screen.findByRole('button', { name: /Notificações: 1 atendimento/ })
    expect(unreadReads.length).toBeGreaterThanOrEqual(2)
  })
})

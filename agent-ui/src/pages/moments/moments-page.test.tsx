// @vitest-environment happy-dom
import type { SessionUser } from '@atendo/sdk'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MomentTicket } from '../../api/models.ts'
import type { Language } from '../../i18n/languages.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { Reopenable } from '../../test/reopenable.tsx'
import { testTicket } from '../../test/test-records.ts'
import { fakeSocket, sessionUser, TestSession } from '../../test/test-session.tsx'
import MomentsPage from './moments-page.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/moments')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const admin = sessionUser({ profile: 'admin' })
const paula = { id: 2, name: 'Paula', color: '#1565c0', profileImage: null }
const sales = { id: 5, name: 'Vendas', color: '#2e7d32' }

const waiting = testTicket({
  id: 1,
  status: 'pending',
  queue: sales,
  queueId: 5,
  contact: { ...testTicket().contact, name: 'Marta' },
})
const attending = testTicket({
  id: 2,
  status: 'open',
  user: paula,
  userId: 2,
  contact: { ...testTicket().contact, id: 6, name: 'João' },
})

/** The server: the panel's tickets (a function, to change them between calls), queues and users. */
function serving(moments: () => MomentTicket[] | Response) {
  return fakeApi(({ path }) => {
    if (path.startsWith('/api/dashboard/moments')) return moments()
    if (path === '/api/queue') return [{ ...sales, greetingMessage: '' }]
    if (path === '/api/users/list')
      return [
        { id: 3, name: 'Ana', profile: 'user', online: true },
        { id: 2, name: 'Paula', profile: 'user', online: true },
      ]
    return []
  })
}

const momentsQueries = (api: ReturnType<typeof fakeApi>) =>
  api
    .sent('GET')
    .filter((request) => request.path.startsWith('/api/dashboard/moments'))
    .map((request) => Object.fromEntries(new URL(request.path, 'http://x').searchParams))

function renderPage(
  user: SessionUser = admin,
  options: { socket?: ReturnType<typeof fakeSocket>; language?: Language } = {},
) {
  return render(
    <TestSession user={user} socket={options.socket?.socket} language={options.language}>
      <MomentsPage />
    </TestSession>,
  )
}

describe('real-time panel (/moments)', () => {
  it('shows the waiting line and a column per attendant, each ticket linking to its conversation', async () => {
    const api = serving(() => [attending, waiting])
    renderPage()
    expect(screen.getByRole('heading', { name: 'Painel', level: 1 })).toBeTruthy()
    const line = await screen.findByRole('region', { name: 'Aguardando 1 atendimento' })
    const marta = within(line).getByRole('link', { name: 'Marta' })
    expect(marta.getAttribute('href')).toBe('/tickets/uuid-1')
    expect(within(line).getByText('Vendas')).toBeTruthy()
    const column = screen.getByRole('region', { name: 'Paula 1 atendimento' })
    expect(within(column).getByRole('link', { name: 'João' }).getAttribute('href')).toBe('/tickets/uuid-2')
    expect(within(column).getByText('Sem fila')).toBeTruthy()
    expect(within(column).getByRole('listitem').querySelector('time')?.getAttribute('dateTime')).toBe(
      attending.updatedAt,
    )
    // Everyone's tickets (within what the user may see), the last 30 days by the server's default.
    expect(momentsQueries(api)).toEqual([{ showAll: 'true' }])

    fireEvent.click(marta)
    expect(window.location.pathname).toBe('/tickets/uuid-1')
  })

  it('filters by queue and attendant; the attendant keeps an empty column and the waiting line goes', async () => {
    const api = serving(() => [attending, waiting])
    renderPage()
    await screen.findByRole('region', { name: /^Aguardando/ })
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vendas' }))
    await waitFor(() => expect(momentsQueries(api).at(-1)).toEqual({ showAll: 'true', queueIds: '[5]' }))

    const attendant = screen.getByLabelText('Atendente')
    await within(attendant).findByRole('option', { name: 'Ana' })
    serving(() => [])
    fireEvent.change(attendant, { target: { value: '3' } })
    const ana = await screen.findByRole('region', { name: 'Ana 0 atendimentos' })
    expect(within(ana).getByText('Nenhum atendimento')).toBeTruthy()
    expect(screen.queryByRole('region', { name: /^Aguardando/ })).toBeNull()
  })

  it('asks for a status and days when chosen, and refuses an end date before the start', async () => {
    const api = serving(() => [])
    renderPage()
    await screen.findByRole('region', { name: /^Aguardando/ })
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'pending' } })
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-10' } })
    await waitFor(() =>
      expect(momentsQueries(api).at(-1)).toEqual({
        showAll: 'true',
        status: 'pending',
        dateStart: '2026-11-10',
      }),
    )
    const asked = momentsQueries(api).length
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-01' } })
    expect(await screen.findByText('A data final não pode ser anterior à inicial')).toBeTruthy()
    expect(momentsQueries(api)).toHaveLength(asked)
  })

  it('follows ticket and message events live, at most one fetch a second, and stops listening when left', async () => {
    let tickets = [waiting]
    const api = serving(() => tickets)
    const socket = fakeSocket()
    const { unmount } = renderPage(admin, { socket })
    await screen.findByRole('link', { name: 'Marta' })
    tickets = [attending, waiting]
    for (let i = 0; i < 5; i++) {
      socket.tell('company-1-ticket', { action: 'update', ticket: attending })
      socket.tell('company-1-appMessage', { action: 'create', ticket: attending })
    }
    await screen.findByRole('link', { name: 'João' }, { timeout: 2000 })
    expect(momentsQueries(api)).toHaveLength(2)
    unmount()
    expect(socket.listening('company-1-ticket')).toBe(0)
    expect(socket.listening('company-1-appMessage')).toBe(0)
  })

  it('reads the panel again after a reconnection (events sent meanwhile were lost)', async () => {
    let tickets = [waiting]
    const api = serving(() => tickets)
    const socket = fakeSocket()
    renderPage(admin, { socket })
    await screen.findByRole('link', { name: 'Marta' })
    tickets = [attending, waiting]
    act(() => socket.tell('connect'))
    expect(await screen.findByRole('link', { name: 'João' })).toBeTruthy()
    expect(momentsQueries(api)).toHaveLength(2)
  })

  it('shows a failed read with a retry, not an endless loading, and the panel once the retry answers', async () => {
    let answer: () => MomentTicket[] | Response = () => apiError(500, 'ERR_INTERNAL', 'Falhou')
    serving(() => answer())
    renderPage()
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByText('Não foi possível carregar.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    answer = () => [waiting]
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('link', { name: 'Marta' })).toBeTruthy()
  })

  it('shows the last board at once when opened again in the same login, and asks again behind it', async () => {
    let tickets = [waiting]
    const api = serving(() => tickets)
    render(
      <TestSession user={admin}>
        <Reopenable>
          <MomentsPage />
        </Reopenable>
      </TestSession>,
    )
    await screen.findByRole('link', { name: 'Marta' })
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    tickets = [attending, waiting]
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    // The first frame is the board as it was, not a loading state.
    expect(screen.getByRole('link', { name: 'Marta' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'João' })).toBeTruthy()
    expect(momentsQueries(api)).toHaveLength(2)
  })

  it('is open to a plain user with allowRealTime, in their language', async () => {
    serving(() => [waiting])
    renderPage(sessionUser({ allowRealTime: 'enabled' }), { language: 'en' })
    expect(await screen.findByRole('region', { name: 'Waiting 1 ticket' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Panel', level: 1 })).toBeTruthy()
  })
})

describe('access denied (inbox.md §2)', () => {
  it('meets a user without allowRealTime, who goes back to the tickets', () => {
    const api = serving(() => [])
    renderPage(sessionUser({ allowRealTime: 'disabled', showDashboard: 'enabled' }))
    expect(screen.getByText('403')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy()
    expect(momentsQueries(api)).toEqual([])
    const back = screen.getByRole('link', { name: 'Voltar' })
    expect(back.getAttribute('href')).toBe('/tickets')
    fireEvent.click(back)
    expect(window.location.pathname).toBe('/tickets')
  })

  it('replaces the panel when the server refuses it (the right was withdrawn since login)', async () => {
    serving(() => apiError(403, 'ERR_NO_PERMISSION'))
    renderPage(sessionUser({ allowRealTime: 'enabled' }))
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../../i18n/languages.ts'
import type { PluginPanel } from '../../plugins/plugin-panels.tsx'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import HelpsPage from './helps-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The server answers GET /api/helps/list with these helps. */
const serving = (helps: unknown[]) => fakeApi(({ path }) => (path === '/api/helps/list' ? helps : []))

const panel: PluginPanel = {
  app: 'agent',
  kind: 'route',
  id: 'helps',
  label: 'Ajuda',
  labels: { pt: 'Ajuda', en: 'Help', es: 'Ayuda', tr: 'Yardım' },
  path: '/helps',
}

const help = (id: number, title: string, video: string | null, description: string | null = null) => ({
  id,
  title,
  description,
  video,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})

function renderPage(language: Language = 'pt') {
  return render(
    <TestSession language={language}>
      <HelpsPage panel={panel} />
    </TestSession>,
  )
}

describe('help videos page (plugin helps)', () => {
  it('lists the videos as cards and loads a player only for the one opened', async () => {
    const api = serving([
      help(1, 'Primeiros passos', 'dQw4w9WgXcQ', 'Como aceitar um atendimento'),
      help(2, 'Transferências', 'abc_DEF-123'),
    ])
    renderPage()
    expect(screen.getByRole('heading', { name: 'Ajuda' })).toBeTruthy()
    const first = await screen.findByRole('button', { name: /Primeiros passos/ })
    expect(first.textContent).toContain('Como aceitar um atendimento')
    expect(screen.getByRole('button', { name: /Transferências/ })).toBeTruthy()
    expect(api.requests).toEqual([{ method: 'GET', path: '/api/helps/list', body: undefined }])
    expect(document.querySelector('iframe')).toBeNull()

    // happy-dom logs that it does not load iframe pages; the player's address is what counts here.
    fireEvent.click(first)
    const dialog = screen.getByRole('dialog', { name: 'Primeiros passos' })
    const player = within(dialog).getByTitle('Primeiros passos')
    expect(player.tagName).toBe('IFRAME')
    expect(player.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    expect(document.querySelectorAll('iframe')).toHaveLength(1)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
  })

  it("says so, in the user's language, when there are no videos", async () => {
    serving([])
    renderPage('en')
    expect(await screen.findByText('No help videos available')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Help' })).toBeTruthy()
  })

  it('opens a help without a video code without a player', async () => {
    serving([help(3, 'Só texto', null, 'Leia com atenção')])
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: /Só texto/ }))
    const dialog = screen.getByRole('dialog', { name: 'Só texto' })
    expect(within(dialog).getByText('Este item de ajuda não tem vídeo.')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
  })
})

describe('the helps page, through the query cache', () => {
  it('shows the loading state, then the videos, and a video added elsewhere without a reload', async () => {
    let helps = [help(1, 'Como aceitar um atendimento', 'abc')]
    let answer: (value: unknown) => void = () => undefined
    // Each answer is held at the network edge until the test lets it go.
    const api = fakeApi(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(helps)
        }),
    )
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <HelpsPage panel={panel} />
      </TestSession>,
    )
    // Not the empty state while the list is on its way (issue 23 item 9).
    expect(screen.getByRole('status').textContent).toBe('Carregando...')
    expect(screen.queryByTestId('empty-state')).toBeNull()
    await vi.waitFor(() => expect(api.requests).toHaveLength(1))
    act(() => answer(undefined))
    expect(await screen.findByText('Como aceitar um atendimento')).toBeTruthy()

    // The platform's admins add a video: its event asks the list again, and it shows.
    helps = [...helps, help(2, 'Como transferir', 'abc')]
    act(() => live.tell('company-1-help', { action: 'create', help: helps[1] }))
    await vi.waitFor(() => expect(api.requests).toHaveLength(2))
    act(() => answer(undefined))
    expect(await screen.findByText('Como transferir')).toBeTruthy()
    expect(screen.getByText('Como aceitar um atendimento')).toBeTruthy()
  })

  it('shows the empty state only once the answer is an empty list', async () => {
    fakeApi(() => [])
    render(
      <TestSession>
        <HelpsPage panel={panel} />
      </TestSession>,
    )
    const empty = await screen.findByTestId('empty-state')
    expect(empty.textContent).toContain('Nenhum vídeo de ajuda disponível')
  })

  it('shows a failure with a retry that asks again', async () => {
    let failing = true
    const api = fakeApi(() =>
      failing ? apiError(500, 'ERR_INTERNAL', 'Falha no servidor') : [help(1, 'Primeiros passos', 'abc')],
    )
    render(
      <TestSession>
        <HelpsPage panel={panel} />
      </TestSession>,
    )
    const failure = await screen.findByTestId('error-state')
    expect(failure.textContent).toContain('Não foi possível carregar.')
    expect(screen.queryByTestId('empty-state')).toBeNull()

    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Primeiros passos')).toBeTruthy()
    expect(api.requests).toHaveLength(2)
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../../i18n/languages.ts'
import type { PluginPanel } from '../../plugins/plugin-panels.tsx'
import { fakeApi } from '../../test/fake-api.ts'
import { TestSession } from '../../test/test-session.tsx'
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

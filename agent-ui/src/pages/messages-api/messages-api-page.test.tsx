// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Language } from '../../i18n/languages.ts'
import type { PluginPanel } from '../../plugins/plugin-panels.tsx'
import { TestSession } from '../../test/test-session.tsx'
import MessagesApiPage from './messages-api-page.tsx'

afterEach(cleanup)

const panel: PluginPanel = {
  app: 'agent',
  kind: 'route',
  id: 'messages-api',
  label: 'API',
  labels: { pt: 'API', en: 'API', es: 'API', tr: 'API' },
  path: '/messages-api',
}

function renderPage(language: Language) {
  render(
    <TestSession language={language}>
      <MessagesApiPage panel={panel} />
    </TestSession>,
  )
}

/** The names of the buttons a screen reader lists on the page. */
const buttonNames = async () => (await screen.findAllByRole('button')).map((button) => button.textContent)

describe('/messages-api test forms', () => {
  it('names each send button for what it sends (the walk found two buttons both named "Enviar")', async () => {
    renderPage('pt')
    const text = screen.getByRole('form', { name: 'Teste de envio de texto' })
    const media = screen.getByRole('form', { name: 'Teste de envio de mídia' })
    expect(within(text).getByRole('button').textContent).toBe('Enviar texto')
    expect(within(media).getByRole('button').textContent).toBe('Enviar mídia')
    expect(await buttonNames()).toEqual(['Enviar texto', 'Enviar mídia'])
  })

  it.each([
    ['en', ['Send text', 'Send media']],
    ['es', ['Enviar texto', 'Enviar multimedia']],
    ['tr', ['Metni gönder', 'Medyayı gönder']],
  ] as const)('keeps the two names distinct in %s', async (language, names) => {
    renderPage(language)
    expect(await buttonNames()).toEqual(names)
  })
})

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

/** The names of the two forms' send buttons, as a screen reader lists them. */
async function sendButtonNames() {
  await screen.findAllByRole('form')
  return [...document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')].map(
    (button) => button.textContent,
  )
}

describe('/messages-api test forms', () => {
  it('names each send button for what it sends (the walk found two buttons both named "Enviar")', async () => {
    renderPage('pt')
    const text = screen.getByRole('form', { name: 'Teste de envio de texto' })
    const media = screen.getByRole('form', { name: 'Teste de envio de mídia' })
    expect(within(text).getByRole('button', { name: 'Enviar texto' })).toBeTruthy()
    expect(within(media).getByRole('button', { name: 'Enviar mídia' })).toBeTruthy()
    expect(within(text).queryByRole('button', { name: 'Enviar' })).toBeNull()
    expect(await sendButtonNames()).toEqual(['Enviar texto', 'Enviar mídia'])
  })

  it.each([
    ['en', ['Send text', 'Send media']],
    ['es', ['Enviar texto', 'Enviar multimedia']],
    ['tr', ['Metni gönder', 'Medyayı gönder']],
  ] as const)('keeps the two names distinct in %s', async (language, names) => {
    renderPage(language)
    expect(await sendButtonNames()).toEqual(names)
  })
})

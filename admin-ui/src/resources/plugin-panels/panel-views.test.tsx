// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { UiPanel } from '../../api/data-provider.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { labelIn } from './panel-labels.ts'
import { PanelCreate, PanelList } from './panel-views.tsx'

afterEach(cleanup)

/** The helps plugin's panel as GET /api/plugins/ui serves it; the video field has no Turkish label. */
const helps: UiPanel = {
  app: 'admin',
  kind: 'resource',
  id: 'helps',
  label: 'Help videos',
  labels: { pt: 'Vídeos de ajuda', en: 'Help videos', es: 'Videos de ayuda', tr: 'Yardım videoları' },
  path: '/helps',
  superOnly: true,
  fields: [
    { source: 'title', label: 'Title', labels: { pt: 'Título', es: 'Título', tr: 'Başlık' }, type: 'text' },
    {
      source: 'video',
      label: 'Video code',
      labels: { pt: 'Código do vídeo', es: 'Código del video' },
      type: 'text',
    },
  ],
}

const superAdmin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({ userId: 1, profile: 'admin', super: true, planFlags: {}, panels: [helps] }),
}

const videos = testDataProvider({
  getList: async () =>
    ({ data: [{ id: 1, title: 'Primeiros passos', video: 'dQw4w9WgXcQ' }], total: 1 }) as never,
})

/** The panel's pages at `path`, with the back office set to `locale` as the language menu leaves it. */
function renderPanel(path: string, locale: string) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={superAdmin}
        dataProvider={videos}
        store={memoryStore({ locale })}
      >
        <span id="react-admin-title" data-testid="title" />
        <ResourceContextProvider value="helps">
          <Routes>
            <Route path="/helps" element={<PanelList />} />
            <Route path="/helps/create" element={<PanelCreate />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  )
}

describe("a plugin's admin panel", () => {
  it('names the page and the columns in the chosen language', async () => {
    renderPanel('/helps', 'pt')
    await screen.findByText('Primeiros passos')
    const headers = [...document.querySelectorAll('thead th')].map((header) => header.textContent)
    expect(headers).toEqual(['Id', 'Título', 'Código do vídeo', '', ''])
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Vídeos de ajuda'))
  })

  it('falls back to the plain label for a language the plugin left out', async () => {
    renderPanel('/helps/create', 'tr')
    await screen.findByLabelText(/^Başlık/)
    expect(screen.getByLabelText('Video code')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe('Yardım videoları'))
  })
})

describe('labelIn', () => {
  it("picks the locale's label, else the plain one", () => {
    expect(labelIn(helps, 'es')).toBe('Videos de ayuda')
    expect(labelIn(helps.fields![0]!, 'en')).toBe('Title')
    expect(labelIn({ label: 'Ajuda' }, 'pt')).toBe('Ajuda')
  })
})

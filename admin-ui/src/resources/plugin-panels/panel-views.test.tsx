// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import type { UiPanel } from '../../api/data-provider.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { labelIn } from './panel-labels.ts'
import { PanelCreate, PanelList, RefusedPanel } from './panel-views.tsx'

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

/** The announcements plugin's panel: a select with a default, a boolean and an image with its upload. */
const announcements: UiPanel = {
  app: 'admin',
  kind: 'resource',
  id: 'announcements',
  label: 'Informativos',
  path: '/announcements',
  superOnly: true,
  fields: [
    { source: 'title', label: 'Título', type: 'text', required: true },
    {
      source: 'priority',
      label: 'Prioridade',
      labels: { en: 'Priority' },
      type: 'select',
      required: true,
      defaultValue: 3,
      choices: [
        { id: 1, label: 'Alta', labels: { en: 'High' } },
        { id: 2, label: 'Média', labels: { en: 'Medium' } },
        { id: 3, label: 'Baixa', labels: { en: 'Low' } },
      ],
    },
    { source: 'status', label: 'Ativo', type: 'boolean', defaultValue: true },
    {
      source: 'mediaUrl',
      label: 'Imagem',
      type: 'image',
      upload: {
        path: '/announcements/{id}/media-upload',
        accept: ['image/png', 'image/jpeg'],
        nameSource: 'mediaName',
      },
    },
  ],
}

const superAdmin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({
    userId: 1,
    profile: 'admin',
    super: true,
    planFlags: {},
    panels: [helps, announcements],
    refusedPanels: [],
  }),
}

const videos = testDataProvider({
  getList: async () =>
    ({ data: [{ id: 1, title: 'Primeiros passos', video: 'dQw4w9WgXcQ' }], total: 1 }) as never,
})

/** The panel's pages at `path`, with the back office set to `locale` as the language menu leaves it. */
function renderPanel(
  path: string,
  locale: string,
  { resource = 'helps', dataProvider = videos, authProvider = superAdmin } = {} as {
    resource?: string
    dataProvider?: DataProvider
    authProvider?: AuthProvider
  },
) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={memoryStore({ locale })}
      >
        <span id="react-admin-title" data-testid="title" />
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path="/" element={<p>Início</p>} />
            <Route path={`/${resource}`} element={<PanelList />} />
            <Route path={`/${resource}/create`} element={<PanelCreate />} />
            <Route path={`/${resource}/refused`} element={<RefusedPanel />} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
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

describe('select and image fields', () => {
  const notices = testDataProvider({
    getList: async () =>
      ({
        data: [
          {
            id: 7,
            title: 'Manutenção',
            priority: 1,
            status: true,
            mediaUrl: '/public/a.png',
            mediaName: 'aviso.png',
          },
        ],
        total: 1,
      }) as never,
  })

  it('shows a select by its choice label and an image as a thumbnail', async () => {
    renderPanel('/announcements', 'pt', { resource: 'announcements', dataProvider: notices })
    const row = (await screen.findByText('Manutenção')).closest('tr')!
    expect(within(row).getByText('Alta')).toBeTruthy()
    expect(within(row).getByRole('img').getAttribute('src')).toBe('/public/a.png')
  })

  it("starts a new record with the plugin's defaults and refuses an image of a type it does not accept", async () => {
    renderPanel('/announcements/create', 'en', { resource: 'announcements', dataProvider: notices })
    const priority = await screen.findByRole('combobox', { name: /^Priority/ })
    expect(priority.textContent).toBe('Low')
    expect((screen.getByLabelText('Ativo') as HTMLInputElement).checked).toBe(true)
    const picker = screen.getByLabelText('Imagem: Upload image')
    fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } })
    await screen.findByText('Use png, jpg, jpeg files only')
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array([1])], 'aviso.png', { type: 'image/png' })] },
    })
    expect((await screen.findByRole('img', { name: 'aviso.png' })).getAttribute('src')).toMatch(/^blob:/)
  })
})

describe('a read-only panel', () => {
  const orders: UiPanel = { ...helps, id: 'orders', path: '/orders', superOnly: false, readOnly: true }
  const ordersList = testDataProvider({
    getList: async () => ({ data: [{ id: 7, title: 'Pedido 12345', video: 'enviado' }], total: 1 }) as never,
  })

  it('lists and searches the records but offers no create, edit or delete', async () => {
    const admin: AuthProvider = {
      ...superAdmin,
      getPermissions: async () => ({
        userId: 2,
        profile: 'admin',
        super: false,
        planFlags: {},
        panels: [orders],
        refusedPanels: [],
      }),
    }
    renderPanel('/orders', 'pt', { resource: 'orders', dataProvider: ordersList, authProvider: admin })
    const row = (await screen.findByText('Pedido 12345')).closest('tr')!
    expect(screen.getByPlaceholderText(/Pesquisar|Buscar|Search/i)).toBeTruthy()
    expect(within(row).queryByRole('link', { name: /Editar/ })).toBeNull()
    expect(within(row).queryByRole('button', { name: /Excluir|Apagar|Delete/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /Criar|Adicionar|Novo/ })).toBeNull()
    // A read-only panel's row leads nowhere: clicking it keeps the list.
    fireEvent.click(row)
    expect(await screen.findByText('Pedido 12345')).toBeTruthy()
  })
})

describe("the specification's failure texts (administration.md §8)", () => {
  it('says a list could not load, and a save failed, in its own words', async () => {
    const failing = testDataProvider({
      getList: () => Promise.reject(new Error('boom')),
      create: () => Promise.reject(new Error('boom')),
    })
    renderPanel('/helps', 'pt', { dataProvider: failing })
    await screen.findByText('Não foi possível carregar a lista de registros.')
    cleanup()

    renderPanel('/helps/create', 'pt', { dataProvider: failing })
    fireEvent.change(await screen.findByLabelText(/^Título/), { target: { value: 'Primeiros passos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText(
      'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente.',
    )
  })
})

describe('a plugin page the user may not open', () => {
  it('sends a non-super user home after 500 ms with "Sem permissão para acessar!", not "not found"', async () => {
    const agent: AuthProvider = {
      ...superAdmin,
      getPermissions: async () => ({
        userId: 2,
        profile: 'admin',
        super: false,
        planFlags: {},
        panels: [],
        refusedPanels: [{ app: 'admin', kind: 'resource', id: 'helps', path: '/helps', superOnly: true }],
      }),
    }
    renderPanel('/helps/refused', 'pt', { authProvider: agent })
    await screen.findByText('Sem permissão para acessar!')
    expect(screen.queryByText('Início')).toBeNull()
    await screen.findByText('Início', {}, { timeout: 2000 })
  })
})

describe('labelIn', () => {
  it("picks the locale's label, else the plain one", () => {
    expect(labelIn(helps, 'es')).toBe('Videos de ayuda')
    expect(labelIn(helps.fields![0]!, 'en')).toBe('Title')
    expect(labelIn({ label: 'Ajuda' }, 'pt')).toBe('Ajuda')
  })
})

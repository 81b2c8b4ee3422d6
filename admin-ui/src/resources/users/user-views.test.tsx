// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createDataProvider, type PluginPermission } from '../../api/data-provider.ts'
import type { HttpAnswer, HttpClient } from '../../api/http-client.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { UserCreate, UserEdit } from './user-views.tsx'

afterEach(cleanup)

interface Call {
  method: string
  url: string
  body: unknown
}

/** What GET /api/users/plugin-permissions answers with a widgets plugin loaded; no Turkish labels. */
const declared: PluginPermission[] = [
  {
    key: 'useWidgets',
    pluginId: 'widgets',
    default: false,
    label: 'Widgets',
    labels: { pt: 'Usar widgets', es: 'Usar widgets', en: 'Use widgets' },
  },
  { key: 'exportWidgets', pluginId: 'widgets', default: true, label: 'Export widgets' },
]

const stored = {
  id: 3,
  companyId: 1,
  name: 'Ana Atendente',
  email: 'ana@atendo.test',
  profile: 'user',
  super: false,
  profileImage: null,
  startWork: '08:00',
  endWork: '18:00',
  farewellMessage: null,
  whatsappId: null,
  allTicket: 'enabled',
  allowGroup: 'disabled',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'disabled',
  showDashboard: 'disabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  pluginPermissions: { useWidgets: false, exportWidgets: true },
  defaultTheme: 'light',
  defaultMenu: 'open',
  defaultTicketsManagerWidth: 1100,
  color: null,
  online: false,
  lastSeenAt: null,
  queues: [],
  queueIds: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}

/** The users API as the form meets it, recording every call; `permissionsFail` breaks the declarations. */
function fakeApi(calls: Call[], { permissionsFail = false } = {}) {
  const http: HttpClient = async (url, options = {}) => {
    const method = options.method ?? 'GET'
    calls.push({ method, url, body: options.body })
    const path = url.split('?')[0]!
    let json: unknown = []
    let headers: Record<string, string> = { 'Content-Range': 'items 0-0/0' }
    if (path === '/api/users/plugin-permissions') {
      if (permissionsFail) throw new Error('boom')
      json = declared
    } else if (path === '/api/users/3') {
      json = method === 'PUT' ? { ...stored, ...JSON.parse(options.body as string) } : stored
    } else if (path === '/api/users' && method === 'POST') {
      json = { ...stored, ...JSON.parse(options.body as string), id: 4 }
    }
    if (!Array.isArray(json)) headers = {}
    return {
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    } satisfies HttpAnswer
  }
  return http
}

const companyAdmin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({ userId: 1, profile: 'admin', super: false, planFlags: {} }),
}

function renderForm(
  path: string,
  calls: Call[],
  locale: string,
  options: { permissionsFail?: boolean } = {},
) {
  const http = fakeApi(calls, options)
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={companyAdmin}
        dataProvider={createDataProvider('/api', http)}
        store={memoryStore({ locale })}
        // No retries: a failed load shows at once.
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="users">
          <Routes>
            {/* Each tab of the form is a path of its own (/users/3/1). */}
            <Route path="/users/create/*" element={<UserCreate />} />
            <Route path="/users/:id/*" element={<UserEdit />} />
            <Route path="/users" element={<output>lista</output>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  )
}

const toggle = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

/** The `pluginPermissions` of the one write the form sent. */
function sentPermissions(calls: Call[]) {
  const writes = calls.filter((call) => call.method !== 'GET')
  expect(writes).toHaveLength(1)
  return JSON.parse(writes[0]!.body as string).pluginPermissions
}

describe("the user form's Permissions tab", () => {
  it("lists the plugins' permissions beside core's switches, in the user's language, and saves them", async () => {
    const calls: Call[] = []
    renderForm('/users/3', calls, 'es')
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^Nombre/).value).toBe('Ana Atendente'),
    )
    fireEvent.click(screen.getByRole('tab', { name: 'Permisos' }))
    // Core's switches first, then the plugin's: translated, or its plain label for a language it lacks.
    await screen.findByLabelText('Usar widgets')
    const switches = [...document.querySelectorAll('input[type="checkbox"]')].map(
      (input) => input.getAttribute('name') ?? input.id,
    )
    expect(switches.slice(-3)).toEqual([
      'allowConnections',
      'pluginPermissions.useWidgets',
      'pluginPermissions.exportWidgets',
    ])
    expect(toggle('Tickets sin cola').checked).toBe(true)
    expect(toggle('Usar widgets').checked).toBe(false)
    expect(toggle('Export widgets').checked).toBe(true)

    fireEvent.click(toggle('Usar widgets'))
    fireEvent.click(toggle('Export widgets'))
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }))
    await screen.findByText('lista')
    expect(sentPermissions(calls)).toEqual({ useWidgets: true, exportWidgets: false })
  })

  it("starts a new user at each plugin's default", async () => {
    const calls: Call[] = []
    renderForm('/users/create', calls, 'tr')
    fireEvent.change(await screen.findByLabelText(/^Ad/), { target: { value: 'Bruno' } })
    fireEvent.change(screen.getByLabelText(/^E-posta/), { target: { value: 'bruno@atendo.test' } })
    fireEvent.change(screen.getByLabelText(/^Şifre/, { selector: 'input' }), { target: { value: 'senha1' } })
    fireEvent.click(screen.getByRole('tab', { name: 'İzinler' }))
    // No Turkish label: the plain one.
    expect((await screen.findByLabelText<HTMLInputElement>('Widgets')).checked).toBe(false)
    expect(toggle('Export widgets').checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }))
    await screen.findByText('lista')
    expect(sentPermissions(calls)).toEqual({ useWidgets: false, exportWidgets: true })
  })

  it("says so when the plugins' permissions cannot be loaded, and still saves core's switches", async () => {
    const calls: Call[] = []
    renderForm('/users/3', calls, 'pt', { permissionsFail: true })
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Nome/).value).toBe('Ana Atendente'))
    fireEvent.click(screen.getByRole('tab', { name: 'Permissões' }))
    await screen.findByText('Não foi possível carregar as permissões dos plugins.')
    fireEvent.click(toggle('Tickets sem fila'))
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('lista')
    const writes = calls.filter((call) => call.method !== 'GET')
    // The values the server answered go back unchanged.
    expect(JSON.parse(writes[0]!.body as string)).toMatchObject({
      allTicket: 'disabled',
      pluginPermissions: { useWidgets: false, exportWidgets: true },
    })
  })
})

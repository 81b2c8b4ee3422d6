// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createDataProvider, type PluginPlanFlag } from '../../api/data-provider.ts'
import type { HttpAnswer, HttpClient } from '../../api/http-client.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { PlanCreate, PlanEdit } from './plan-views.tsx'

afterEach(cleanup)

/** What GET /api/plans/plugin-flags answers with a widgets plugin loaded. */
const declared: PluginPlanFlag[] = [
  {
    key: 'useWidgets',
    pluginId: 'widgets',
    default: false,
    label: 'Widgets',
    labels: { pt: 'Usar widgets' },
  },
]

const stored = {
  id: 2,
  name: 'Ouro',
  // Free: happy-dom's step check (step 0.01) refuses any other amount a browser accepts (200 % 0.01 ≠ 0).
  amount: 0,
  users: 10,
  connections: 3,
  queues: 5,
  isPublic: true,
  useWhatsapp: true,
  useFacebook: false,
  useInstagram: false,
  useCampaigns: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
  useKanban: true,
  useOpenAi: false,
  useIntegrations: true,
  pluginFlags: { useWidgets: false },
}

/** The plans API as the form meets it; writes are recorded. */
function fakeApi(writes: unknown[]): HttpClient {
  return async (url, options = {}) => {
    const method = options.method ?? 'GET'
    const path = url.split('?')[0]!
    let json: unknown = []
    if (path === '/api/plans/plugin-flags') json = declared
    else if (path === '/api/plans/2') json = stored
    if (method !== 'GET') {
      const body = JSON.parse(options.body as string)
      writes.push(body)
      json = { ...stored, ...body, id: 2 }
    }
    const headers: Record<string, string> = Array.isArray(json) ? { 'Content-Range': 'items 0-0/0' } : {}
    return {
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    } satisfies HttpAnswer
  }
}

const superAdmin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({ userId: 1, profile: 'admin', super: true, planFlags: {} }),
}

function renderForm(path: string, writes: unknown[]) {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={superAdmin}
        dataProvider={createDataProvider('/api', fakeApi(writes))}
        store={memoryStore({ locale: 'pt' })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="plans">
          <Routes>
            <Route path="/plans/create" element={<PlanCreate />} />
            <Route path="/plans/:id" element={<PlanEdit />} />
            <Route path="/plans" element={<output>lista</output>} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  )
}

describe('the plan form', () => {
  it("shows the plugins' flags after core's, and saves them with the plan", async () => {
    const writes: unknown[] = []
    renderForm('/plans/2', writes)
    const widgets = await screen.findByLabelText<HTMLInputElement>('Usar widgets')
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Nome/).value).toBe('Ouro'))
    expect(widgets.checked).toBe(false)
    fireEvent.click(widgets)
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await screen.findByText('lista')
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatchObject({ name: 'Ouro', pluginFlags: { useWidgets: true } })
  })

  it("starts a new plan at each plugin flag's default", async () => {
    const writes: unknown[] = []
    renderForm('/plans/create', writes)
    expect((await screen.findByLabelText<HTMLInputElement>('Usar widgets')).checked).toBe(false)
  })
})

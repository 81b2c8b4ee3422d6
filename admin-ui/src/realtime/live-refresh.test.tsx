// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  Datagrid,
  List,
  ResourceContextProvider,
  TextField,
  testDataProvider,
} from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../i18n/i18n-provider.ts'
import { CompanySocketContextProvider } from './company-socket.tsx'
import { fakeCompanySocket } from './fake-company-socket.ts'
import { LiveRefresh, refreshesLists } from './live-refresh.tsx'

afterEach(cleanup)

describe('which events refresh the open list', () => {
  it("follows the company's per-entity events and the announcements, not other companies'", () => {
    for (const entity of [
      'user',
      'queue',
      'tag',
      'quickemessage',
      'schedule',
      'whatsapp',
      'whatsappSession',
      'settings',
      'help',
    ])
      expect(refreshesLists(`company-7-${entity}`, 7), entity).toBe(true)
    expect(refreshesLists('company-announcement', 7)).toBe(true)
    expect(refreshesLists('company-8-queue', 7)).toBe(false)
    expect(refreshesLists('company-7-appMessage', 7)).toBe(false)
    expect(refreshesLists('company-7-queue-extra', 7)).toBe(false)
  })

  it("refreshes on a history import's refresh, not on each of its progress updates", () => {
    expect(refreshesLists('importMessages-7', 7, { action: 'refresh' })).toBe(true)
    expect(refreshesLists('importMessages-7', 7, { action: 'update', status: { this: 1, all: 9 } })).toBe(
      false,
    )
    expect(refreshesLists('importMessages-8', 7, { action: 'refresh' })).toBe(false)
  })
})

describe('the live refresh', () => {
  it('refetches the open list once per burst of events', async () => {
    const live = fakeCompanySocket()
    let fetches = 0
    const queues = testDataProvider({
      getList: async () => {
        fetches += 1
        return { data: [{ id: 1, name: `Vendas ${fetches}` }], total: 1 } as never
      },
    })
    const admin: AuthProvider = {
      login: async () => {},
      logout: async () => {},
      checkAuth: async () => {},
      checkError: async () => {},
      getPermissions: async () => ({ userId: 1, companyId: 7, profile: 'admin', super: false }),
    }
    render(
      <AdminContext i18nProvider={i18nProvider} dataProvider={queues} authProvider={admin}>
        <CompanySocketContextProvider value={live.socket}>
          <ResourceContextProvider value="queues">
            <List>
              <Datagrid>
                <TextField source="name" />
              </Datagrid>
            </List>
          </ResourceContextProvider>
          <LiveRefresh />
        </CompanySocketContextProvider>
      </AdminContext>,
    )
    await screen.findByText('Vendas 1')
    await waitFor(() => expect(live.listening).toBe(1))
    act(() => {
      live.emit('company-8-queue', { action: 'update' })
      live.emit('importMessages-7', { action: 'update', status: { this: 3, all: 9 } })
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fetches).toBe(1)
    act(() => {
      for (let i = 0; i < 5; i += 1) live.emit('company-7-queue', { action: 'update' })
    })
    await screen.findByText('Vendas 2')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(fetches).toBe(2)
  })
})

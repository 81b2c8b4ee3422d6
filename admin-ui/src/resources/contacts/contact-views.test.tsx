// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  AdminContext,
  type AuthProvider,
  memoryStore,
  ResourceContextProvider,
  TestMemoryRouter,
} from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { createDataProvider } from '../../api/data-provider.ts'
import type { HttpAnswer, HttpClient } from '../../api/http-client.ts'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { ContactEdit, ContactList } from './contact-views.tsx'

afterEach(cleanup)

interface Call {
  method: string
  url: string
  body: unknown
}

const users = [
  { id: 1, name: 'Admin' },
  { id: 3, name: 'Bruno Carteira' },
]

const stored = {
  id: 5,
  name: 'Maria Cliente',
  number: '5511999990000',
  email: 'maria@cliente.test',
  walletUserId: null as number | null,
  tags: [{ id: 2, name: 'VIP', color: '#f00' }],
  extraInfo: [{ id: 1, name: 'CPF', value: '123' }],
  active: true,
}

/** The contacts and users API as the back office meets it, recording every call. */
function fakeApi(calls: Call[]): HttpClient {
  return async (url, options = {}) => {
    const method = options.method ?? 'GET'
    calls.push({ method, url, body: options.body })
    const path = url.split('?')[0]!.replace(/\/$/, '')
    let json: unknown = []
    let headers: Record<string, string> = {}
    if (path === '/api/users') {
      json = users
      headers = { 'Content-Range': `items 0-1/${users.length}` }
    } else if (path === '/api/contacts') {
      json = [{ ...stored, walletUserId: 3 }]
      headers = { 'Content-Range': 'items 0-0/1' }
    } else if (path === '/api/contacts/5') {
      json = method === 'PUT' ? { ...stored, ...JSON.parse(options.body as string) } : stored
    } else if (path.startsWith('/api/users/')) {
      json = users.find((user) => `/api/users/${user.id}` === path) ?? {}
    }
    return {
      status: 200,
      headers: new Headers(headers),
      body: JSON.stringify(json),
      json,
    } satisfies HttpAnswer
  }
}

const companyAdmin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({ userId: 1, profile: 'admin', super: false, planFlags: {} }),
}

function renderAt(path: string, calls: Call[], locale = 'pt') {
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={companyAdmin}
        dataProvider={createDataProvider('/api', fakeApi(calls))}
        store={memoryStore({ locale })}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <ResourceContextProvider value="contacts">
          <Routes>
            <Route path="/contacts/:id/*" element={<ContactEdit />} />
            <Route path="/contacts" element={<ContactList />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  )
}

describe("the back office's contacts", () => {
  it("puts a contact in an attendant's wallet, sending only the fields it edits", async () => {
    const calls: Call[] = []
    renderAt('/contacts/5', calls)
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Nome/).value).toBe('Maria Cliente'))
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Responsável pela carteira/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'Bruno Carteira' }))
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }))

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const write = calls.find((call) => call.method === 'PUT')!
    expect(write.url).toBe('/api/contacts/5')
    // Tags and extra fields are not sent back: the server keeps them as they are.
    expect(JSON.parse(write.body as string)).toEqual({
      name: 'Maria Cliente',
      number: '5511999990000',
      email: 'maria@cliente.test',
      walletUserId: 3,
    })
  })

  it("lists the contacts with their wallet's owner, in the user's language", async () => {
    const calls: Call[] = []
    renderAt('/contacts', calls, 'en')
    const owner = await screen.findByText('Bruno Carteira')
    const row = owner.closest('tr')!
    expect(within(row).getByText('Maria Cliente')).toBeTruthy()
    expect(screen.getByText('Wallet owner')).toBeTruthy()
  })
})

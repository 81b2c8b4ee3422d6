// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  AdminContext,
  type AuthProvider,
  RecordContextProvider,
  testDataProvider,
  usePermissions,
} from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { CompanySocketContextProvider } from '../../realtime/company-socket.tsx'
import { fakeCompanySocket } from '../../realtime/fake-company-socket.ts'
import type { Services } from '../../services.ts'
import { ServicesContext } from '../../services-context.ts'
import { ImportButton } from './import-button.tsx'
import { ImportProgress } from './import-progress.tsx'
import { QrCodeDialog } from './qr-code-dialog.tsx'

afterEach(cleanup)

const admin: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: async () => {},
  checkError: async () => {},
  getPermissions: async () => ({ userId: 1, companyId: 7, profile: 'admin', super: false }),
}

/** Says when the user's company is known: events are matched against it. */
function PermissionsLoaded() {
  const { permissions } = usePermissions()
  return permissions ? <span data-testid="permissions-loaded" /> : null
}

/** The connections page's surroundings: the company's socket (played by the test) and the API client. */
function renderPage(children: ReactNode, http: Services['http'] = async () => ({}) as never) {
  const live = fakeCompanySocket()
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()} authProvider={admin}>
      <ServicesContext.Provider value={{ http } as Services}>
        <CompanySocketContextProvider value={live.socket}>
          {children}
          <PermissionsLoaded />
        </CompanySocketContextProvider>
      </ServicesContext.Provider>
    </AdminContext>,
  )
  return live
}

const session = (status: string, qrcode: string | null) => ({
  action: 'update',
  session: { id: 3, status, qrcode },
})

describe('the QR code dialog', () => {
  it('follows the session: the QR code, then the pairing code, and closes once connected', async () => {
    const closed: string[] = []
    const live = renderPage(
      <QrCodeDialog
        connection={{ id: 3, name: 'Vendas', status: 'qrcode', qrcode: '2@abc' }}
        onClose={() => closed.push('closed')}
      />,
    )
    expect(screen.getByTestId('connection-qrcode')).toBeTruthy()
    await screen.findByTestId('permissions-loaded')
    // Another connection's code, or another company's event, changes nothing.
    act(() => {
      live.emit('company-7-whatsappSession', {
        action: 'update',
        session: { id: 4, status: 'CONNECTED', qrcode: null },
      })
      live.emit('company-8-whatsappSession', session('CONNECTED', null))
    })
    expect(closed).toEqual([])

    act(() => live.emit('company-7-whatsappSession', session('PAIRING', 'WZYX1234')))
    expect((await screen.findByTestId('connection-pairing-code')).textContent).toBe('WZYX-1234')
    expect(screen.getByText(/Conectar com número de telefone/)).toBeTruthy()
    expect(screen.queryByTestId('connection-qrcode')).toBeNull()

    act(() => live.emit('company-7-whatsappSession', session('CONNECTED', null)))
    expect(closed).toEqual(['closed'])
  })

  it('opens on a connection already pairing by code', () => {
    renderPage(
      <QrCodeDialog
        connection={{ id: 3, name: 'Vendas', status: 'PAIRING', qrcode: 'ABCD5678' }}
        onClose={() => {}}
      />,
    )
    expect(screen.getByTestId('connection-pairing-code').textContent).toBe('ABCD-5678')
  })
})

describe("a history import's progress", () => {
  it('shows "preparing", then processed this of all with the date, and goes when the import finishes', async () => {
    const live = renderPage(<ImportProgress />)
    await screen.findByTestId('permissions-loaded')
    expect(screen.queryByTestId('import-progress')).toBeNull()

    act(() =>
      live.emit('importMessages-7', {
        action: 'update',
        status: { this: -1, all: -1, date: new Date().toISOString() },
      }),
    )
    expect((await screen.findByTestId('import-progress')).textContent).toContain('Preparando importação')

    const date = new Date(2026, 0, 20, 9, 5)
    act(() =>
      live.emit('importMessages-7', {
        action: 'update',
        status: { this: 120, all: 480, date: date.toISOString() },
      }),
    )
    await screen.findByText('Processadas 120 de 480')
    expect(screen.getByText('Data: 20/01/2026 09:05')).toBeTruthy()

    act(() => live.emit('importMessages-7', { action: 'refresh' }))
    await waitFor(() => expect(screen.queryByTestId('import-progress')).toBeNull())
  })
})

describe("a connection's import button", () => {
  it('closes the imported tickets after a confirmation', async () => {
    const calls: string[] = []
    renderPage(
      <RecordContextProvider value={{ id: 3, statusImportMessages: 'renderButtonCloseTickets' }}>
        <ImportButton />
      </RecordContextProvider>,
      async (url, options) => {
        calls.push(`${options?.method} ${url}`)
        return { status: 200, headers: new Headers(), body: '{"closed":2}', json: { closed: 2 } }
      },
    )
    fireEvent.click(screen.getByRole('button', { name: 'Fechar tickets importados' }))
    await screen.findByText('Fechar tickets importados?')
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    await waitFor(() => expect(calls).toEqual(['POST /api/closedimported/3']))
  })

  it('is a disabled "preparing" for 35 s after the import timestamp', () => {
    renderPage(
      <RecordContextProvider
        value={{
          id: 3,
          importOldMessages: '2025-01-01T00:00:00Z',
          statusImportMessages: String(Date.now() - 5000),
        }}
      >
        <ImportButton />
      </RecordContextProvider>,
    )
    expect((screen.getByRole('button', { name: 'Preparando…' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

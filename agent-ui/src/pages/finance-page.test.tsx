// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PluginPanelsContext } from '../plugins/plugin-panels.tsx'
import { apiError, fakeApi } from '../test/fake-api.ts'
import { Reopenable } from '../test/reopenable.tsx'
import { sessionUser, TestSession } from '../test/test-session.tsx'
import FinancePage, { billingPlugin } from './finance-page.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const invoice = {
  id: 7,
  detail: 'Plano Básico',
  value: 99.9,
  users: 3,
  connections: 1,
  queues: 2,
  status: 'open',
  dueDate: '2026-12-10',
}

/** The server answers GET /api/invoices/all with these invoices. */
const invoicing = (list: unknown[]) =>
  fakeApi(({ path }) =>
    path.startsWith('/api/invoices/all') ? { list, hasMore: false, count: list.length } : {},
  )

/** A session on a server that runs these plugins (GET /api/plugins/ui). */
function WithPlugins({
  pluginIds,
  dueDate = null,
  children,
}: {
  pluginIds: string[]
  dueDate?: string | null
  children: ReactNode
}) {
  const company = { id: 1, name: 'Empresa', dueDate, companieSettings: [] }
  return (
    <TestSession user={sessionUser({ company } as never)}>
      <PluginPanelsContext.Provider value={{ panels: [], pluginIds, loaded: true }}>
        {children}
      </PluginPanelsContext.Provider>
    </TestSession>
  )
}

/** /financeiro on a server running the billing plugin. */
function renderFinance() {
  render(
    <WithPlugins pluginIds={[billingPlugin]}>
      <Reopenable>
        <FinancePage />
      </Reopenable>
    </WithPlugins>,
  )
}

describe('/financeiro', () => {
  it('shows a failed read with a retry, never as "no invoices", and the invoices once the retry answers', async () => {
    let failing = true
    fakeApi(({ path }) => {
      if (!path.startsWith('/api/invoices/all')) return {}
      return failing ? apiError(500, 'ERR_INTERNAL') : { list: [invoice], hasMore: false, count: 1 }
    })
    renderFinance()
    // Loading first, not an empty table.
    expect(screen.getByRole('status')).toBeTruthy()
    const failure = await screen.findByTestId('error-state')
    expect(screen.queryByTestId('empty-state')).toBeNull()
    failing = false
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('cell', { name: 'Plano Básico' })).toBeTruthy()
  })

  it('shows the invoices at once when opened again in the same login, and asks again behind them', async () => {
    const api = invoicing([invoice])
    renderFinance()
    await screen.findByRole('cell', { name: 'Plano Básico' })
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    expect(screen.getByRole('cell', { name: 'Plano Básico' })).toBeTruthy()
    await vi.waitFor(() =>
      expect(api.requests.filter(({ path }) => path.startsWith('/api/invoices'))).toHaveLength(2),
    )
  })

  it('says there are no invoices with the shared empty state, not a table row', async () => {
    invoicing([])
    render(
      <WithPlugins pluginIds={[billingPlugin]}>
        <FinancePage />
      </WithPlugins>,
    )
    const empty = await screen.findByTestId('empty-state')
    expect(empty.textContent).toContain('Nenhuma fatura')
    expect(empty.textContent).toContain('As faturas da assinatura aparecem aqui')
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('cell', { name: 'Nenhuma fatura' })).toBeNull()
  })

  it('lists invoices in the table, without the empty state', async () => {
    invoicing([invoice])
    render(
      <WithPlugins pluginIds={[billingPlugin]}>
        <FinancePage />
      </WithPlugins>,
    )
    expect(await screen.findByRole('cell', { name: 'Plano Básico' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Faturas' })).toBeTruthy()
    expect(screen.queryByTestId('empty-state')).toBeNull()
  })

  it('does not ask for invoices on a server without the billing plugin, and says there are none here', async () => {
    const api = invoicing([invoice])
    render(
      <WithPlugins pluginIds={['helps']} dueDate="2020-01-01">
        <FinancePage />
      </WithPlugins>,
    )
    expect(await screen.findByText('As faturas não estão disponíveis neste servidor.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(api.requests.filter(({ path }) => path.startsWith('/api/invoices'))).toEqual([])
  })

  it('offers its own Sair only to a company whose subscription expired', async () => {
    invoicing([invoice])
    const { unmount } = render(
      <WithPlugins pluginIds={[billingPlugin]}>
        <FinancePage />
      </WithPlugins>,
    )
    await screen.findByRole('cell', { name: 'Plano Básico' })
    expect(screen.queryByRole('button', { name: 'Sair' })).toBeNull()
    unmount()
    render(
      <WithPlugins pluginIds={[billingPlugin]} dueDate="2020-01-01">
        <FinancePage />
      </WithPlugins>,
    )
    await screen.findByRole('cell', { name: 'Plano Básico' })
    expect(screen.getByRole('button', { name: 'Sair' })).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../test/fake-api.ts'
import { TestSession } from '../test/test-session.tsx'
import FinancePage from './finance-page.tsx'

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

describe('/financeiro', () => {
  it('says there are no invoices with the shared empty state, not a table row', async () => {
    invoicing([])
    render(
      <TestSession>
        <FinancePage />
      </TestSession>,
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
      <TestSession>
        <FinancePage />
      </TestSession>,
    )
    expect(await screen.findByRole('cell', { name: 'Plano Básico' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Faturas' })).toBeTruthy()
    expect(screen.queryByTestId('empty-state')).toBeNull()
  })
})

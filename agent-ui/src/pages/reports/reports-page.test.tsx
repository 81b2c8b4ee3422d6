// @vitest-environment happy-dom
import type { SessionUser } from '@atendo/sdk'
import { readXlsxCells } from '@atendo/spreadsheet'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Language } from '../../i18n/languages.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { Reopenable } from '../../test/reopenable.tsx'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import { reportFileName } from './report-export.ts'
import { type Report, type ReportRow, reportDay } from './report-query.ts'
import ReportsPage from './reports-page.tsx'

beforeEach(() => {
  window.history.replaceState(null, '', '/reports')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const admin = sessionUser({ profile: 'admin' })

function row(id: number, overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id,
    uuid: `uuid-${id}`,
    whatsappName: 'Loja',
    contactName: `Cliente ${id}`,
    userName: 'Paula',
    queueName: 'Vendas',
    status: 'closed',
    lastMessage: 'Obrigada!',
    // 10:00 and 11:15 in São Paulo.
    createdAt: '2026-11-10T13:00:00.000Z',
    closedAt: '2026-11-10T14:15:00.000Z',
    supportTime: '01:15',
    NPS: 9,
    ...overrides,
  }
}

const maria = row(7, { contactName: 'Maria Souza' })
const joao = row(8, {
  contactName: 'João Lima',
  whatsappName: null,
  userName: null,
  queueName: null,
  status: 'pending',
  lastMessage: null,
  closedAt: null,
  supportTime: null,
  NPS: null,
})

/** The server: the report (a function of the query, to answer each call) and the selectors' lists. */
function serving(answer: (query: Record<string, string>) => Report | Response) {
  return fakeApi(({ path }) => {
    if (path.startsWith('/api/ticketreport/reports')) return answer(queryOf(path))
    if (path === '/api/whatsapp') return [{ id: 3, name: 'Loja', status: 'CONNECTED' }]
    if (path === '/api/users/list') return [{ id: 2, name: 'Paula', profile: 'user', online: true }]
    if (path === '/api/queue') return [{ id: 5, name: 'Vendas', color: '#2e7d32', greetingMessage: '' }]
    if (path.startsWith('/api/contacts/list'))
      return [{ id: 11, name: 'Maria Souza', number: '5511911112222' }]
    return []
  })
}

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams)

const reportQueries = (api: ReturnType<typeof fakeApi>) =>
  api
    .sent('GET')
    .filter((request) => request.path.startsWith('/api/ticketreport/reports'))
    .map((request) => queryOf(request.path))

const page = (tickets: ReportRow[], total = tickets.length): Report => ({ tickets, totalTickets: { total } })

function renderPage(user: SessionUser = admin, language: Language = 'pt') {
  return render(
    <TestSession user={user} language={language}>
      <ReportsPage />
    </TestSession>,
  )
}

const today = reportDay(new Date(), 'America/Sao_Paulo')
const defaults = { dateFrom: `${today.slice(0, 8)}01`, dateTo: today, page: '1', pageSize: '10' }

describe('attendance report (/reports)', () => {
  it('lists the first of the month to today, each row linking to its conversation, with the total', async () => {
    const api = serving(() => page([maria, joao]))
    renderPage()
    expect(screen.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Atendimentos do relatório' })
    const [header, first, second] = within(table).getAllByRole('row')
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Nº',
      'Conexão',
      'Contato',
      'Usuário',
      'Fila',
      'Status',
      'Última mensagem',
      'Abertura',
      'Fechamento',
      'Tempo de atendimento',
      'NPS',
    ])
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '7',
      'Loja',
      'Maria Souza',
      'Paula',
      'Vendas',
      'Fechado',
      'Obrigada!',
      '10/11/2026 10:00',
      '10/11/2026 11:15',
      '01:15',
      '9',
    ])
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '—', 'João Lima', '—', '—', 'Pendente', '—', '10/11/2026 10:00', '', '—', '—'])
    expect(screen.getByText('2 atendimentos')).toBeTruthy()
    expect(screen.getByText('1–2 de 2')).toBeTruthy()
    expect(reportQueries(api)).toEqual([defaults])

    const link = within(first!).getByRole('link', { name: 'Maria Souza' })
    expect(link.getAttribute('href')).toBe('/tickets/uuid-7')
    fireEvent.click(link)
    expect(window.location.pathname).toBe('/tickets/uuid-7')
    // A click anywhere on the row opens it too.
    fireEvent.click(within(second!).getByText('Pendente'))
    expect(window.location.pathname).toBe('/tickets/uuid-8')
  })

  it('asks for every filter chosen, as the specification sends them, back on the first page', async () => {
    const api = serving(() => page([maria], 30))
    renderPage()
    await screen.findByRole('link', { name: 'Maria Souza' })
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }))
    await waitFor(() => expect(reportQueries(api).at(-1)).toEqual({ ...defaults, page: '2' }))

    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByLabelText('Fechado'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByLabelText('Aberto'))
    fireEvent.click(await within(screen.getByRole('group', { name: 'Conexões' })).findByLabelText('Loja'))
    fireEvent.click(await screen.findByLabelText('Paula'))
    fireEvent.click(within(screen.getByRole('group', { name: 'Filas' })).getByLabelText('Vendas'))
    fireEvent.click(screen.getByLabelText('Somente avaliados'))
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-10-01' } })
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-10-31' } })
    fireEvent.change(screen.getByLabelText('Contato'), { target: { value: 'Mar' } })
    fireEvent.click(await screen.findByRole('button', { name: /Maria Souza/ }, { timeout: 2000 }))
    fireEvent.change(screen.getByLabelText('Pesquisar'), { target: { value: ' Souza ' } })

    const expected = {
      searchParam: 'Souza',
      contactId: '11',
      whatsappId: '[3]',
      users: '[2]',
      queueIds: '[5]',
      status: '["closed","open"]',
      dateFrom: '2026-10-01',
      dateTo: '2026-10-31',
      page: '1',
      pageSize: '10',
      onlyRated: 'true',
    }
    await waitFor(() => expect(reportQueries(api).at(-1)).toEqual(expected), { timeout: 2000 })
  })

  it('refuses an end date before the start without asking the server', async () => {
    const api = serving(() => page([maria]))
    renderPage()
    await screen.findByRole('link', { name: 'Maria Souza' })
    const asked = reportQueries(api).length
    // Before the first of this month, where the range starts.
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2000-01-31' } })
    expect(await screen.findByText('A data final não pode ser anterior à inicial')).toBeTruthy()
    expect(reportQueries(api)).toHaveLength(asked)
    expect((screen.getByRole('button', { name: /Exportar/ }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('pages through the total with page sizes 5, 10, 20 and 50', async () => {
    const api = serving((query) => {
      const size = Number(query.pageSize)
      const first = (Number(query.page) - 1) * size
      const ids = Array.from({ length: 23 }, (_, index) => 100 + index).slice(first, first + size)
      return page(
        ids.map((id) => row(id)),
        23,
      )
    })
    renderPage()
    await screen.findByText('1–10 de 23')
    const sizes = screen.getByLabelText('Por página')
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '20', '50'])
    expect(screen.getAllByRole('row')).toHaveLength(11)
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)
    fireEvent.click(next)
    await screen.findByText('11–20 de 23')
    fireEvent.click(next)
    await screen.findByText('21–23 de 23')
    expect(next.disabled).toBe(true)
    expect(screen.getAllByRole('row')).toHaveLength(4)
    fireEvent.change(sizes, { target: { value: '20' } })
    await screen.findByText('1–20 de 23')
    expect(reportQueries(api).map((query) => [query.page, query.pageSize])).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
      ['1', '20'],
    ])
    expect(screen.getByText('23 atendimentos')).toBeTruthy()
  })

  it('exports every row of the filters to relatorio-de-atendimentos.xlsx, the header in the user language', async () => {
    const api = serving((query) => page(query.pageSize === '9999999' ? [maria, joao] : [maria], 2))
    let file: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      file = blob as Blob
      return 'blob:report'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    renderPage(admin, 'en')
    await screen.findByRole('link', { name: 'Maria Souza' })
    fireEvent.click(within(screen.getByRole('group', { name: 'Status' })).getByLabelText('Closed'))
    fireEvent.click(screen.getByRole('button', { name: /Export/ }))
    await waitFor(() => expect(clicked).toHaveLength(1))

    expect(clicked[0]!.download).toBe(reportFileName)
    expect(reportFileName).toBe('relatorio-de-atendimentos.xlsx')
    expect(reportQueries(api).at(-1)).toEqual({ ...defaults, status: '["closed"]', pageSize: '9999999' })
    const cells = await readXlsxCells(await file!.arrayBuffer())
    expect(cells.map((row) => row.map((cell) => cell ?? ''))).toEqual([
      [
        'Connection',
        'Contact',
        'User',
        'Queue',
        'Status',
        'Last message',
        'Opened',
        'Closed',
        'Support time',
        'NPS',
      ],
      [
        'Loja',
        'Maria Souza',
        'Paula',
        'Vendas',
        'Closed',
        'Obrigada!',
        '10/11/2026 10:00',
        '10/11/2026 11:15',
        '01:15',
        9,
      ],
      ['', 'João Lima', '', '', 'Pending', '', '10/11/2026 10:00', '', '', ''],
    ])
  })

  it('says when the spreadsheet holds only part of a very large report', async () => {
    serving((query) => page(query.pageSize === '9999999' ? [maria, joao] : [maria], 250_000))
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:report')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { toast } = await import('../../toasts/toast-store.ts')
    const warning = vi.spyOn(toast, 'warning')
    renderPage()
    await screen.findByRole('link', { name: 'Maria Souza' })
    fireEvent.click(screen.getByRole('button', { name: /Exportar/ }))
    await waitFor(() =>
      expect(warning).toHaveBeenCalledWith('A planilha traz os 2 atendimentos mais recentes de 250000.'),
    )
  })

  it('shows a failed read with a retry, not an endless loading, and the report once the retry answers', async () => {
    let answer: () => Report | Response = () => apiError(500, 'ERR_INTERNAL')
    serving(() => answer())
    renderPage()
    const failure = await screen.findByRole('alert')
    expect(within(failure).getByText('Não foi possível carregar.')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    answer = () => page([maria])
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('link', { name: 'Maria Souza' })).toBeTruthy()
  })

  it('shows the last report at once when opened again in the same login, and asks again behind it', async () => {
    let rows = [maria]
    const api = serving(() => page(rows))
    render(
      <TestSession user={admin}>
        <Reopenable>
          <ReportsPage />
        </Reopenable>
      </TestSession>,
    )
    await screen.findByRole('link', { name: 'Maria Souza' })
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    rows = [maria, joao]
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    // The first frame is the report as it was, not a loading state.
    expect(screen.getByRole('link', { name: 'Maria Souza' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'João Lima' })).toBeTruthy()
    expect(reportQueries(api)).toHaveLength(2)
  })

  it('is open to a plain user with showDashboard', async () => {
    serving(() => page([]))
    renderPage(sessionUser({ showDashboard: 'enabled' }))
    expect(await screen.findByText('Nenhum atendimento encontrado')).toBeTruthy()
    expect(screen.getByText('0 atendimentos')).toBeTruthy()
  })
})

describe('access denied (inbox.md §6)', () => {
  it('meets a user without showDashboard, asking nothing', () => {
    const api = serving(() => page([maria]))
    renderPage(sessionUser({ showDashboard: 'disabled', allowRealTime: 'enabled' }))
    expect(screen.getByText('403')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy()
    expect(reportQueries(api)).toEqual([])
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/tickets')
  })

  it('replaces the report when the server refuses it (the right was withdrawn since login)', async () => {
    serving(() => apiError(403, 'ERR_NO_PERMISSION'))
    renderPage(sessionUser({ showDashboard: 'enabled' }))
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy()
  })
})

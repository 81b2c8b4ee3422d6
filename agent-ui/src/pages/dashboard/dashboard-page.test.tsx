// @vitest-environment happy-dom
import type { SessionUser } from '@atendo/sdk'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Dashboard, TicketsPerAttendant, TicketsPerPeriod } from '../../api/models.ts'
import type { Language } from '../../i18n/languages.ts'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { sessionUser, TestSession } from '../../test/test-session.tsx'
import { currentToasts } from '../../toasts/toast-store.ts'
import DashboardPage from './dashboard-page.tsx'
import { defaultPeriod } from './dashboard-period.ts'
import { dashboardFetchDelay } from './use-dashboard.ts'

beforeEach(() => {
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const admin = sessionUser({ profile: 'admin' })
/** The page asks a second after it opens: findBy* waits that long and a little more. */
const afterDelay = { timeout: dashboardFetchDelay + 1500 }

const range = { from: '2026-11-01', to: '2026-11-25' }

const dashboard: Dashboard = {
  range,
  counters: {
    supportHappening: 3,
    supportPending: 2,
    supportFinished: 10,
    supportGroups: 1,
    leads: 4,
    avgSupportTime: 65,
    avgWaitTime: 12.4,
    activeTickets: 5,
    passiveTickets: 7,
    npsScore: 40,
    npsPromotersPerc: 60,
    npsPassivePerc: 20,
    npsDetractorsPerc: 20,
    tickets: 12,
    waitRating: 1,
    withoutRating: 4,
    withRating: 5,
    percRating: 50,
  },
  attendants: [
    {
      id: 3,
      name: 'Ana',
      rating: null,
      countRating: 0,
      tickets: 0,
      avgWaitTime: 0,
      avgSupportTime: 0,
      online: false,
    },
    {
      id: 2,
      name: 'Paula',
      rating: 8.5,
      countRating: 4,
      tickets: 9,
      avgWaitTime: 12.4,
      avgSupportTime: 61,
      online: true,
    },
  ],
}

const perAttendant: TicketsPerAttendant = {
  range,
  data: [
    { userId: 2, name: 'Paula', tickets: 8 },
    { userId: 3, name: 'Ana', tickets: 2 },
  ],
  count: 10,
}

const perDay: TicketsPerPeriod = {
  range,
  data: [
    { date: '2026-11-01', hour: null, tickets: 4 },
    { date: '2026-11-02', hour: null, tickets: 0 },
    { date: '2026-11-03', hour: null, tickets: 6 },
  ],
  count: 10,
}

interface Answers {
  dashboard?: () => Dashboard | Response
  perAttendant?: () => TicketsPerAttendant | Response
  perDay?: () => TicketsPerPeriod | Response
}

/** The server: the dashboard and its two charts. */
function serving(answers: Answers = {}) {
  return fakeApi(({ path }) => {
    if (path.startsWith('/api/dashboard/ticketsUsers'))
      return (answers.perAttendant ?? (() => perAttendant))()
    if (path.startsWith('/api/dashboard/ticketsDay')) return (answers.perDay ?? (() => perDay))()
    if (path.startsWith('/api/dashboard')) return (answers.dashboard ?? (() => dashboard))()
    return []
  })
}

/** The queries of the requests sent to one path. */
const queriesTo = (api: ReturnType<typeof fakeApi>, path: string) =>
  api
    .sent('GET')
    .filter((request) => request.path.split('?')[0] === path)
    .map((request) => Object.fromEntries(new URL(request.path, 'http://x').searchParams))

function renderPage(user: SessionUser = admin, language: Language = 'pt') {
  return render(
    <TestSession user={user} language={language}>
      <DashboardPage />
    </TestSession>,
  )
}

/** A card's figure: the `dd` of the term with this name. */
function figure(container: HTMLElement, term: string): string | null | undefined {
  const found = within(container)
    .getAllByRole('term')
    .filter((dt) => dt.textContent === term)
  expect(found).toHaveLength(1)
  return found[0]?.nextElementSibling?.textContent
}

describe('dashboard (/, inbox.md §2)', () => {
  it('asks a second after opening for the first of the month to today, and shows the counters', async () => {
    const api = serving()
    const { dateFrom, dateTo } = defaultPeriod(new Date(), 'America/Sao_Paulo')
    renderPage()
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy()
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(dateFrom)
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe(dateTo)
    const tabs = within(screen.getByRole('tablist', { name: 'Seções do dashboard' })).getAllByRole('tab')
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['Indicadores', 'true'],
      ['NPS', 'false'],
      ['Atendentes', 'false'],
    ])
    // Nothing is asked before the delay (inbox.md §9).
    expect(queriesTo(api, '/api/dashboard')).toEqual([])

    const panel = await screen.findByRole('tabpanel', { name: 'Indicadores' }, afterDelay)
    expect(queriesTo(api, '/api/dashboard')).toEqual([{ date_from: dateFrom, date_to: dateTo }])
    expect(figure(panel, 'Em atendimento')).toBe('3')
    expect(figure(panel, 'Aguardando')).toBe('2')
    expect(figure(panel, 'Finalizados')).toBe('10')
    expect(figure(panel, 'Grupos')).toBe('1')
    expect(figure(panel, 'Novos contatos')).toBe('4')
    expect(figure(panel, 'T.M. de atendimento')).toBe('01:05')
    expect(figure(panel, 'T.M. de espera')).toBe('00:12')
    expect(figure(panel, 'Ativos')).toBe('5')
    expect(figure(panel, 'Receptivos')).toBe('7')
    expect(within(panel).getByText('01:05').getAttribute('datetime')).toBe('PT1H5M')
  })

  it("draws the charts for the answer's range, their figures readable as tables", async () => {
    const api = serving()
    renderPage()
    const perAttendantChart = await screen.findByRole(
      'figure',
      { name: 'Atendimentos por atendente' },
      afterDelay,
    )
    const attendantsTable = await within(perAttendantChart).findByRole('table', {
      name: 'Atendimentos por atendente',
    })
    const rows = within(attendantsTable)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual(['AtendentesAtendimentos', 'Paula8', 'Ana2'])
    expect(within(perAttendantChart).getByText('Total: 10')).toBeTruthy()
    expect(perAttendantChart.querySelectorAll('svg rect.chart-bar')).toHaveLength(2)

    const perDayChart = screen.getByRole('figure', { name: 'Atendimentos por dia' })
    const days = within(within(perDayChart).getByRole('table')).getAllByRole('row')
    expect(days.map((row) => row.textContent)).toEqual(['DiaAtendimentos', '01/114', '02/110', '03/116'])
    expect(perDayChart.querySelectorAll('svg rect.chart-bar')).toHaveLength(3)

    const chartQuery = { initialDate: range.from, finalDate: range.to }
    expect(queriesTo(api, '/api/dashboard/ticketsUsers')).toEqual([chartQuery])
    expect(queriesTo(api, '/api/dashboard/ticketsDay')).toEqual([chartQuery])
  })

  it('charts one day per hour', async () => {
    const day = { from: '2026-11-25', to: '2026-11-25' }
    serving({
      dashboard: () => ({ ...dashboard, range: day }),
      perDay: () => ({
        range: day,
        data: Array.from({ length: 24 }, (_, hour) => ({
          date: day.from,
          hour,
          tickets: hour === 9 ? 3 : 0,
        })),
        count: 3,
      }),
    })
    renderPage()
    const chart = await screen.findByRole('figure', { name: 'Atendimentos por hora' }, afterDelay)
    const table = await within(chart).findByRole('table')
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('09h3')
    expect(chart.querySelectorAll('svg rect.chart-bar')).toHaveLength(24)
  })

  it("shows 'Erro ao buscar informações dos tickets' when a chart cannot be fetched", async () => {
    serving({ perDay: () => apiError(500, 'ERR_INTERNAL') })
    renderPage()
    const chart = await screen.findByRole('figure', { name: 'Atendimentos por dia' }, afterDelay)
    await within(chart).findByText('Erro ao buscar informações dos tickets')
    expect(currentToasts().at(-1)?.text).toBe('Erro ao buscar informações dos tickets')
    // The other chart is drawn all the same.
    const perAttendantChart = screen.getByRole('figure', { name: 'Atendimentos por atendente' })
    expect(within(perAttendantChart).getByText('Total: 10')).toBeTruthy()
  })

  it('says so when the counters cannot be fetched', async () => {
    serving({ dashboard: () => apiError(500, 'ERR_INTERNAL', 'Erro interno') })
    renderPage()
    expect(await screen.findByText('Erro ao buscar informações dos tickets', {}, afterDelay)).toBeTruthy()
    expect(screen.queryByRole('tabpanel')).toBeNull()
    expect(currentToasts().at(-1)?.kind).toBe('error')
  })

  it('shows the NPS and the ratings of the closed tickets', async () => {
    serving()
    renderPage()
    await screen.findByRole('tabpanel', { name: 'Indicadores' }, afterDelay)
    fireEvent.click(screen.getByRole('tab', { name: 'NPS' }))
    expect(screen.queryByRole('tabpanel', { name: 'Indicadores' })).toBeNull()
    const panel = screen.getByRole('tabpanel', { name: 'NPS' })
    expect(figure(panel, 'NPS')).toBe('40de -100 a 100')
    const split = within(panel).getByRole('figure', { name: 'Notas dos atendimentos finalizados' })
    expect(figure(split, 'Promotores (9-10)')).toBe('60%')
    expect(figure(split, 'Neutros (7-8)')).toBe('20%')
    expect(figure(split, 'Detratores (0-6)')).toBe('20%')
    expect(figure(panel, 'Avaliados')).toBe('5')
    expect(figure(panel, 'Não avaliados')).toBe('4')
    expect(figure(panel, 'Aguardando avaliação')).toBe('1')
    expect(figure(panel, 'Índice de avaliação')).toBe('50%')
  })

  it('lists the attendants in a table, with rating, tickets, times and presence', async () => {
    serving()
    renderPage()
    await screen.findByRole('tabpanel', { name: 'Indicadores' }, afterDelay)
    const tab = screen.getByRole('tab', { name: 'Atendentes' })
    // The keyboard moves along the tabs (the ARIA tabs pattern).
    tab.focus()
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Indicadores' }), { key: 'End' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    const table = within(screen.getByRole('tabpanel', { name: 'Atendentes' })).getByRole('table', {
      name: 'Atendentes do período',
    })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent)
    expect(headers).toEqual([
      'Nome',
      'Avaliação',
      'Nº de avaliações',
      'Atendimentos finalizados',
      'T.M. de espera',
      'T.M. de atendimento',
      'Status',
    ])
    const cells = (name: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells('Paula')).toEqual(['8,5', '4', '9', '00:12', '01:01', 'Online'])
    expect(cells('Ana')).toEqual(['Sem nota', '0', '0', '00:00', '00:00', 'Offline'])
  })

  it("asks for the chosen days once typing stops, and says 'Parametrize o filtro' without any", async () => {
    const api = serving()
    renderPage()
    await screen.findByRole('tabpanel', { name: 'Indicadores' }, afterDelay)
    const from = screen.getByLabelText('Data inicial')
    const to = screen.getByLabelText('Data final')
    fireEvent.change(from, { target: { value: '2026-10-01' } })
    fireEvent.change(to, { target: { value: '2026-10-15' } })
    fireEvent.change(to, { target: { value: '2026-10-31' } })
    await waitFor(() => expect(queriesTo(api, '/api/dashboard')).toHaveLength(2), afterDelay)
    expect(queriesTo(api, '/api/dashboard').at(-1)).toEqual({
      date_from: '2026-10-01',
      date_to: '2026-10-31',
    })

    fireEvent.change(to, { target: { value: '2026-09-30' } })
    expect(await screen.findByText('A data final não pode ser anterior à inicial')).toBeTruthy()

    fireEvent.change(from, { target: { value: '' } })
    fireEvent.change(to, { target: { value: '' } })
    expect(screen.getByRole('status').textContent).toBe('Parametrize o filtro')
    expect(screen.queryByRole('tabpanel')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, dashboardFetchDelay + 200))
    expect(queriesTo(api, '/api/dashboard')).toHaveLength(2)
  })

  it('is open to a plain user with showDashboard, in their language', async () => {
    serving()
    renderPage(sessionUser({ showDashboard: 'enabled' }), 'en')
    const panel = await screen.findByRole('tabpanel', { name: 'Indicators' }, afterDelay)
    expect(figure(panel, 'In progress')).toBe('3')
    expect(screen.getByRole('tab', { name: 'Attendants' })).toBeTruthy()
  })
})

describe('who may see the dashboard (inbox.md §2, §6)', () => {
  it('shows a user without showDashboard the access-denied screen, asking nothing', async () => {
    const api = serving()
    renderPage(sessionUser({ showDashboard: 'disabled', allowRealTime: 'enabled' }))
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull()
    expect(api.requests).toEqual([])
  })

  it('shows the access-denied screen when the server refuses (the right was withdrawn since login)', async () => {
    serving({ dashboard: () => apiError(403, 'ERR_NO_PERMISSION') })
    renderPage(sessionUser({ showDashboard: 'enabled' }))
    expect(await screen.findByRole('heading', { name: 'Oops! Acesso Negado!' }, afterDelay)).toBeTruthy()
    expect(screen.getByText('403')).toBeTruthy()
    const back = screen.getByRole('link', { name: 'Voltar' })
    expect(back.getAttribute('href')).toBe('/tickets')
    fireEvent.click(back)
    expect(window.location.pathname).toBe('/tickets')
  })
})

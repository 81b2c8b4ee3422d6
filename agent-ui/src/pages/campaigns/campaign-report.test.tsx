// @vitest-environment happy-dom
import type { CampaignReport } from '@atendo/sdk'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi } from '../../test/fake-api.ts'
import { Reopenable } from '../../test/reopenable.tsx'
import { fakeSocket, TestSession } from '../../test/test-session.tsx'
import { CampaignReportPage, finishedReloadDelay } from './campaign-report.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const progress = {
  total: 10,
  waiting: 6,
  delivered: 4,
  confirmationRequested: 0,
  confirmed: 0,
  declined: 0,
  failed: 0,
}
const blackFriday = {
  id: 4,
  name: 'Black Friday',
  status: 'EM_ANDAMENTO',
  whatsappId: 3,
  contactList: { id: 2, name: 'Clientes' },
  scheduledAt: null,
  completedAt: null,
  pausedReason: null,
  progress,
} as unknown as CampaignReport

/** The server: the report (a function, to change it between reads) and the connections. */
function serving(report: () => CampaignReport | Response) {
  return fakeApi(({ path }) => {
    if (path === '/api/campaigns/4/report') return report()
    if (path === '/api/whatsapp') return [{ id: 3, name: 'Loja', status: 'CONNECTED' }]
    return []
  })
}

/** Campaign 4's report in a session whose socket the test tells events to. */
function renderReport() {
  const live = fakeSocket()
  render(
    <TestSession socket={live.socket}>
      <CampaignReportPage campaignId={4} />
    </TestSession>,
  )
  return live
}

const reads = (api: ReturnType<typeof fakeApi>) =>
  api.sent('GET').filter((request) => request.path === '/api/campaigns/4/report')
const counter = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition')

describe("a campaign's report (/campaign/{id}/report)", () => {
  it('follows the progress the events carry without reading again, and shows it at once when opened again', async () => {
    let report = blackFriday
    const api = serving(() => report)
    const live = fakeSocket()
    render(
      <TestSession socket={live.socket}>
        <Reopenable>
          <CampaignReportPage campaignId={4} />
        </Reopenable>
      </TestSession>,
    )
    expect(await screen.findByRole('heading', { name: 'Relatório de Black Friday' })).toBeTruthy()
    expect(counter('Entregues').textContent).toBe('4')

    const later = { ...progress, waiting: 3, delivered: 7 }
    act(() => {
      live.tell('company-1-campaign', { action: 'update', record: { ...blackFriday, progress: later } })
      // Another campaign's event, told last, changes nothing here.
      live.tell('company-1-campaign', {
        action: 'update',
        record: { ...blackFriday, id: 5, progress: { ...later, delivered: 9 } },
      })
    })
    await vi.waitFor(() => expect(counter('Entregues').textContent).toBe('7'))
    expect(reads(api)).toHaveLength(1)

    // Left and opened again: the figures as they were, in the first frame, then the server's.
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    report = { ...blackFriday, progress: { ...later, waiting: 2, delivered: 8 } }
    fireEvent.click(screen.getByRole('button', { name: 'Alternar' }))
    expect(counter('Entregues').textContent).toBe('7')
    await vi.waitFor(() => expect(counter('Entregues').textContent).toBe('8'))
    expect(reads(api)).toHaveLength(2)
  })

  it('reads the report again 5 s after an event shows the campaign finished', async () => {
    let report = blackFriday
    const api = serving(() => report)
    const live = renderReport()
    await screen.findByRole('heading', { name: 'Relatório de Black Friday' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const finished = {
        ...blackFriday,
        status: 'FINALIZADA' as const,
        progress: { ...progress, waiting: 0 },
      }
      act(() => live.tell('company-1-campaign', { action: 'update', record: finished }))
      expect(await screen.findByText('Finalizada')).toBeTruthy()
      report = { ...finished, completedAt: '2026-11-20T15:00:00.000Z' }
      await act(() => vi.advanceTimersByTimeAsync(finishedReloadDelay - 100))
      expect(reads(api)).toHaveLength(1)
      await act(() => vi.advanceTimersByTimeAsync(100))
      await vi.waitFor(() => expect(reads(api)).toHaveLength(2))
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a failed read with a retry, not an endless loading, and the report once the retry answers', async () => {
    let answer: () => CampaignReport | Response = () => apiError(500, 'ERR_INTERNAL')
    serving(() => answer())
    renderReport()
    const failure = await screen.findByRole('alert')
    expect(screen.queryByRole('status')).toBeNull()
    answer = () => blackFriday
    fireEvent.click(within(failure).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Relatório de Black Friday' })).toBeTruthy()
  })
})

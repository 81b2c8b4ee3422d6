// @vitest-environment happy-dom
import type { SessionUser } from '@atendo/sdk'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { fakeSocket, sessionUser, TestSession } from '../../../test/test-session.tsx'
import { ContactSchedules } from './contact-schedules.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const withSchedules = (useSchedules: boolean): SessionUser =>
  sessionUser({
    company: { id: 1, name: 'Empresa', dueDate: null, companieSettings: [], plan: { useSchedules } },
  } as unknown as Partial<SessionUser>)

const schedule = (id: number, status: string, failureReason: string | null) => ({
  id,
  body: `Lembrete ${id}`,
  sendAt: '2026-12-01T13:00:00.000Z',
  status,
  failureReason,
  contactId: 5,
})

describe("the contact's schedules in the conversation's drawer", () => {
  it('shows a failed send with its reason, and follows the live schedule events', async () => {
    let answer = [schedule(1, 'PENDENTE', null)]
    const api = fakeApi((request) =>
      request.path.startsWith('/api/schedules')
        ? { schedules: answer, count: answer.length, hasMore: false }
        : {},
    )
    const live = fakeSocket()
    render(
      <TestSession user={withSchedules(true)} socket={live.socket}>
        <ContactSchedules contactId={5} />
      </TestSession>,
    )
    const list = await screen.findByRole('list', { name: 'Agendamentos do contato' })
    expect(list.textContent).toContain('Pendente')
    expect(list.textContent).toContain('Lembrete 1')
    expect(api.requests[0]?.path).toBe('/api/schedules?contactId=5&pageNumber=1')

    // The worker gave the send up after its retries: the event brings the reason to the drawer.
    answer = [schedule(1, 'ERRO', 'O número não está no WhatsApp')]
    act(() => live.tell('company-1-schedule', { action: 'update', schedule: answer[0] }))
    await waitFor(() =>
      expect(screen.getByRole('note').textContent).toBe('Motivo da falha: O número não está no WhatsApp'),
    )
    expect(list.textContent).toContain('Erro')
  })

  it("shows a contact's schedules at once when the drawer opens again, while it reads them again", async () => {
    let late = false
    let answerLate: (() => void) | undefined
    const api = fakeApi(async () => {
      if (late) await new Promise<void>((resolve) => (answerLate = resolve))
      return { schedules: [schedule(1, 'PENDENTE', null)], count: 1, hasMore: false }
    })
    const drawer = (open: boolean) => (
      <TestSession user={withSchedules(true)}>{open ? <ContactSchedules contactId={5} /> : null}</TestSession>
    )
    const { rerender } = render(drawer(true))
    await screen.findByRole('list', { name: 'Agendamentos do contato' })
    rerender(drawer(false))
    late = true
    rerender(drawer(true))
    expect(screen.getByRole('list', { name: 'Agendamentos do contato' }).textContent).toContain('Lembrete 1')
    await waitFor(() => expect(api.requests).toHaveLength(2))
    await act(async () => answerLate?.())
  })

  it('stays away, without a call, when the plan has no schedules', async () => {
    const api = fakeApi(() => ({ schedules: [], count: 0, hasMore: false }))
    render(
      <TestSession user={withSchedules(false)}>
        <ContactSchedules contactId={5} />
      </TestSession>,
    )
    await Promise.resolve()
    expect(screen.queryByRole('heading', { name: 'Agendamentos do contato' })).toBeNull()
    expect(api.requests).toEqual([])
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../../api/models.ts'
import { TestSession } from '../../../test/test-session.tsx'
import { ScheduleDialog } from './schedule-dialog.tsx'
import { defaultSendAt, scheduleProblems, toLocalInput } from './schedule-rules.ts'

afterEach(cleanup)

const ticket = {
  id: 9,
  uuid: 'uuid-9',
  contactId: 4,
  queueId: null,
  whatsappId: 1,
  contact: { id: 4, name: 'Marta', number: '5511999990000', urlPicture: null },
} as unknown as Ticket

describe('schedule rules (inbox.md §5, §9)', () => {
  it('needs a body of 5 characters or more and a send time', () => {
    expect(scheduleProblems({ body: '', sendAt: '' })).toEqual({
      body: 'validation.required',
      sendAt: 'validation.required',
    })
    expect(scheduleProblems({ body: ' Olá ', sendAt: '2026-11-22T10:00' }).body).toBe('schedule.bodyTooShort')
    expect(scheduleProblems({ body: 'Olá, tudo bem?', sendAt: '2026-11-22T10:00' })).toEqual({})
  })

  it('proposes one hour from now', () => {
    const now = new Date(2026, 10, 22, 23, 30)
    expect(defaultSendAt(now)).toBe('2026-11-23T00:30')
    expect(toLocalInput(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03')
  })
})

describe('ScheduleDialog', () => {
  it('refuses a short message before calling the server', () => {
    const onClose = vi.fn()
    render(
      <TestSession>
        <ScheduleDialog ticket={ticket} onClose={onClose} />
      </TestSession>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Agendar mensagem' })
    expect(dialog.textContent).toContain('Para: Marta')
    const body = screen.getByLabelText('Mensagem')
    expect(document.activeElement).toBe(body)
    expect((screen.getByLabelText('Data e hora do envio') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d$/,
    )
    fireEvent.change(body, { target: { value: 'Oi' } })
    fireEvent.click(screen.getByRole('button', { name: 'Agendar' }))
    expect(screen.getByText('Mensagem muito curta')).toBeTruthy()
    expect(body.getAttribute('aria-invalid')).toBe('true')
    expect(onClose).not.toHaveBeenCalled()
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../../api/models.ts'
import { TestSession } from '../../../test/test-session.tsx'
import { ScheduleDialog } from './schedule-dialog.tsx'
import {
  defaultSendAt,
  newScheduleForm,
  repeatFields,
  scheduleImageProblem,
  scheduleProblems,
  toLocalInput,
} from './schedule-rules.ts'

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
  const form = { ...newScheduleForm(new Date(2026, 10, 22, 9, 0)), body: 'Olá, tudo bem?' }

  it('needs a body of 5 characters or more and a send time', () => {
    expect(scheduleProblems({ ...form, body: '', sendAt: '' })).toEqual({
      body: 'validation.required',
      sendAt: 'validation.required',
    })
    expect(scheduleProblems({ ...form, body: ' Olá ' }).body).toBe('schedule.bodyTooShort')
    expect(scheduleProblems(form)).toEqual({})
  })

  it('starts at the defaults: one hour from now, sent once, normally on non-business days', () => {
    const now = new Date(2026, 10, 22, 23, 30)
    expect(defaultSendAt(now)).toBe('2026-11-23T00:30')
    expect(toLocalInput(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03')
    expect(repeatFields(newScheduleForm(now))).toEqual({
      enviarQuantasVezes: 1,
      valorIntervalo: 0,
      intervalo: 1,
      tipoDias: 4,
    })
  })

  it('takes a repeat the server accepts, with an interval when sent more than once', () => {
    expect(scheduleProblems({ ...form, times: '0' }).times).toBe('schedule.timesInvalid')
    expect(scheduleProblems({ ...form, times: '1001' }).times).toBe('schedule.timesInvalid')
    expect(scheduleProblems({ ...form, times: '2.5' }).times).toBe('schedule.timesInvalid')
    expect(scheduleProblems({ ...form, every: '-1' }).every).toBe('schedule.everyInvalid')
    expect(scheduleProblems({ ...form, times: '3' }).every).toBe('schedule.everyNeeded')
    const weekly = { ...form, times: '3', every: '2', unit: 2, days: 6 }
    expect(scheduleProblems(weekly)).toEqual({})
    expect(repeatFields(weekly)).toEqual({
      enviarQuantasVezes: 3,
      valorIntervalo: 2,
      intervalo: 2,
      tipoDias: 6,
    })
  })

  it('attaches png, jpg and jpeg images of up to 10 MB only', () => {
    expect(scheduleImageProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBeUndefined()
    expect(scheduleImageProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 100 })).toBeUndefined()
    expect(scheduleImageProblem({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe('schedule.attachType')
    expect(scheduleImageProblem({ name: 'a.png', type: 'application/pdf', size: 100 })).toBe(
      'schedule.attachType',
    )
    expect(scheduleImageProblem({ name: 'a.jpg', type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      'schedule.attachTooBig',
    )
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

  it('shows the repeat at its defaults and refuses a file that is not an image', () => {
    render(
      <TestSession>
        <ScheduleDialog ticket={ticket} onClose={vi.fn()} />
      </TestSession>,
    )
    expect((screen.getByLabelText('Enviar quantas vezes') as HTMLInputElement).value).toBe('1')
    expect((screen.getByLabelText('Repetir a cada') as HTMLInputElement).value).toBe('0')
    expect((screen.getByLabelText('Unidade') as HTMLSelectElement).value).toBe('1')
    expect((screen.getByLabelText('Em dias não úteis') as HTMLSelectElement).value).toBe('4')
    const input = screen.getByLabelText('Anexar imagem') as HTMLInputElement
    const pdf = new File(['%PDF'], 'lista.pdf', { type: 'application/pdf' })
    fireEvent.change(input, { target: { files: [pdf] } })
    expect(screen.getByRole('alert').textContent).toBe('Apenas imagens png, jpg ou jpeg')
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'entrega.png', { type: 'image/png' })
    fireEvent.change(input, { target: { files: [png] } })
    expect(screen.getByText('entrega.png')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Remover anexo' }))
    expect(screen.queryByText('entrega.png')).toBeNull()
  })
})

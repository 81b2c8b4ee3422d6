// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { AdminContext } from 'react-admin'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nProvider } from '../../i18n/i18n-provider.ts'
import { type CalendarEvent, ScheduleCalendar } from './schedule-calendar.tsx'

afterEach(cleanup)

// The company counts its days in Tokyo (UTC+9): 05:30 UTC on a day is 14:30 there.
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour - 9, 30)).toISOString()

function renderCalendar(events: CalendarEvent[], calls: string[]) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ScheduleCalendar
        events={events}
        timeZone="Asia/Tokyo"
        initialDate={new Date(2026, 10, 25)}
        onEdit={(event) => calls.push(`edit ${event.id}`)}
        onDelete={(event) => calls.push(`delete ${event.id}`)}
      />
    </AdminContext>,
  )
}

describe('schedule calendar', () => {
  it('shows each schedule on its day with the contact name, and edits or deletes it', () => {
    const calls: string[] = []
    renderCalendar(
      [
        { id: 1, sendAt: at(25, 14), contact: { name: 'Maria Souza' } },
        { id: 2, sendAt: at(3, 9), contact: { name: 'João Lima' } },
        { id: 3, sendAt: at(20, 12).replace('-11-', '-12-'), contact: { name: 'Fora do mês' } },
      ],
      calls,
    )
    expect(screen.getByTestId('calendar-title').textContent).toBe('novembro de 2026')
    const day25 = document.querySelector('[data-day="2026-11-25"]') as HTMLElement
    expect(within(day25).getByText(/Maria Souza/).textContent).toBe('14:30 Maria Souza')
    const day3 = document.querySelector('[data-day="2026-11-03"]') as HTMLElement
    expect(within(day3).getByText(/João Lima/)).toBeTruthy()
    expect(screen.queryByText(/Fora do mês/)).toBeNull()

    fireEvent.click(within(day25).getByRole('button', { name: 'Editar' }))
    fireEvent.click(within(day3).getByRole('button', { name: 'Excluir' }))
    expect(calls).toEqual(['edit 1', 'delete 2'])
  })

  it('switches to the week view and moves to the next month', () => {
    renderCalendar([{ id: 1, sendAt: at(25, 14), contact: { name: 'Maria Souza' } }], [])
    fireEvent.click(screen.getByRole('button', { name: 'Semana' }))
    expect(screen.getAllByRole('gridcell')).toHaveLength(7)
    expect(screen.getByText(/Maria Souza/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Mês' }))
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    expect(screen.getByTestId('calendar-title').textContent).toBe('dezembro de 2026')
    expect(screen.queryByText(/Maria Souza/)).toBeNull()
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { I18nProvider } from '../../i18n/i18n-context.tsx'
import { testTicket } from '../../test/test-records.ts'
import { TicketList } from './ticket-list.tsx'

const tickets: Ticket[] = [1, 2, 3].map((id) =>
  testTicket({
    id,
    contactId: id,
    status: 'pending',
    updatedAt: new Date().toISOString(),
    contact: { ...testTicket().contact, id, name: `Contato ${id}`, number: null },
  }),
)

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('TicketList keyboard navigation', () => {
  it('moves with the arrow keys and opens with Enter', () => {
    const onOpen = vi.fn()
    render(
      <I18nProvider language="pt">
        <TicketList
          tickets={tickets}
          selectedUuid="uuid-1"
          showOwner={false}
          loading={false}
          onOpen={onOpen}
          onEndReached={() => {}}
        />
      </I18nProvider>,
    )
    const list = screen.getByRole('listbox', { name: 'Lista de atendimentos' })
    fireEvent.focus(list)
    const activeName = () =>
      document.getElementById(list.getAttribute('aria-activedescendant') ?? '')?.textContent ?? ''
    expect(activeName()).toContain('Contato 1')
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true')

    fireEvent.keyDown(list, { key: 'ArrowDown' })
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    expect(activeName()).toContain('Contato 3')
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    expect(activeName()).toContain('Contato 3')
    fireEvent.keyDown(list, { key: 'ArrowUp' })
    fireEvent.keyDown(list, { key: 'Enter' })
    expect(onOpen).toHaveBeenCalledWith(tickets[1])
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/fake-api.ts'
import { TestSession } from '../../../test/test-session.tsx'
import { TicketTags } from './ticket-tags.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const known = [
  { id: 1, name: 'VIP', color: '#ff0000' },
  { id: 2, name: 'Proposta', color: '#00ff00' },
]

describe("the ticket's tags in the conversation", () => {
  it('puts a chosen tag on the ticket and takes one off, through the ticket-tags calls', async () => {
    const api = fakeApi((request) => ({ ticketId: 7, tagId: Number(request.path.split('/').at(-1)) }))
    render(
      <TestSession>
        <TicketTags ticketId={7} tags={[known[0]!]} known={known} />
      </TestSession>,
    )
    const list = screen.getByRole('list', { name: 'Etiquetas do atendimento' })
    expect(list.textContent).toBe('VIP')

    fireEvent.change(screen.getByLabelText('Adicionar etiqueta ao atendimento'), { target: { value: '2' } })
    await waitFor(() => expect(list.textContent).toBe('VIPProposta'))
    fireEvent.click(screen.getByRole('button', { name: 'Remover a etiqueta VIP do atendimento' }))
    await waitFor(() => expect(list.textContent).toBe('Proposta'))

    expect(api.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'PUT /api/ticket-tags/7/2',
      'DELETE /api/ticket-tags/7/1',
    ])
  })
})

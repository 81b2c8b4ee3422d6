// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Message, Ticket } from '../../../api/models.ts'
import { I18nProvider } from '../../../i18n/i18n-context.tsx'
import { testMessage, testTicket } from '../../../test/test-records.ts'
import { ConversationPrintView } from './conversation-export.tsx'

afterEach(cleanup)

const ticket: Ticket = testTicket({
  id: 12,
  uuid: 'uuid-12',
  userId: 2,
  user: { id: 2, name: 'Paula', color: null, profileImage: null },
})

function message(id: number, overrides: Partial<Message>): Message {
  return testMessage({
    id,
    body: '',
    mediaType: 'chat',
    // 09:0{id} in the company's zone (São Paulo, UTC-3), whatever the test machine's zone.
    createdAt: new Date(Date.UTC(2026, 10, 22, 12, id)).toISOString(),
    ticketId: 12,
    contact: null,
    ...overrides,
  })
}

describe('conversation PDF export', () => {
  it('prints every message with its author and time', () => {
    render(
      <I18nProvider language="pt">
        <ConversationPrintView
          ticket={ticket}
          exportedAt={new Date(Date.UTC(2026, 10, 22, 15, 0))}
          messages={[
            message(1, { body: 'Bom dia' }),
            message(2, { body: 'Olá Marta', fromMe: true }),
            message(3, { body: 'nota.pdf', mediaType: 'application' }),
            message(4, { fromMe: true, isDeleted: true }),
          ]}
        />
      </I18nProvider>,
    )
    const view = screen.getByRole('article', { name: 'Exportar conversa em PDF' })
    expect(view.textContent).toContain('Marta — Ticket #12')
    const items = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(items[0]).toMatch(/^Marta 22\/11\/2026.*09:01.*Bom dia$/)
    expect(items[1]).toMatch(/^Paula .*09:02.*Olá Marta$/)
    expect(items[2]).toContain('[application] nota.pdf')
    expect(items[3]).toContain('Essa mensagem foi apagada')
  })
})

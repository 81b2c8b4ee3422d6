// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Ticket } from '../../api/models.ts'
import { companyTime } from '../../i18n/company-time.ts'
import { I18nProvider } from '../../i18n/i18n-context.tsx'
import { testTicket } from '../../test/test-records.ts'
import { cut, ratingEmoji, visibleTags } from './ticket-format.ts'
import { TicketListItem } from './ticket-list-item.tsx'

// 15:30 in São Paulo, the company's zone the list tells times in.
const now = new Date('2026-11-22T18:30:00Z')

function ticket(overrides: Partial<Ticket> = {}): Ticket {
  const base = testTicket()
  return testTicket({
    id: 7,
    uuid: '00000000-0000-4000-8000-000000000007',
    contactId: 3,
    userId: 2,
    queueId: 1,
    lastMessage: 'Olá',
    updatedAt: '2026-11-22T12:05:00Z',
    contact: { ...base.contact, id: 3, name: 'Maria' },
    queue: { id: 1, name: 'Vendas', color: '#ff0000' },
    user: { id: 2, name: 'Ana', color: null, profileImage: null },
    whatsapp: { id: 1, name: 'Principal', channel: 'whatsapp', groupAsTicket: 'disabled' },
    ...overrides,
  })
}

function renderItem(value: Ticket, showOwner = false) {
  return render(
    <I18nProvider language="pt">
      <TicketListItem ticket={value} selected={false} active={false} showOwner={showOwner} now={now} />
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('list item formatting', () => {
  it('cuts texts at their limits and leaves short ones alone', () => {
    expect(cut('a'.repeat(61), 60)).toBe(`${'a'.repeat(60)}...`)
    expect(cut('a'.repeat(60), 60)).toBe('a'.repeat(60))
    expect(cut(null, 40)).toBe('')
  })

  it("shows HH:mm for today and dd/MM/yyyy for other days, in the company's zone", () => {
    const clock = companyTime('pt', 'America/Sao_Paulo')
    expect(clock.listTime('2026-11-22T12:05:00Z', now)).toBe('09:05')
    // 02:59 UTC on the 22nd is still the 21st in São Paulo.
    expect(clock.listTime('2026-11-22T02:59:00Z', now)).toBe('21/11/2026')
    expect(clock.listTime('2025-01-03T13:00:00Z', now)).toBe('03/01/2025')
    // One format per language: 24-hour times in English too, the language's date order.
    const english = companyTime('en', 'America/Sao_Paulo')
    expect(english.listTime('2026-11-22T17:05:00Z', now)).toBe('14:05')
    expect(english.time('2026-11-22T17:05:00Z')).toBe('14:05')
    expect(english.date('2025-01-03T13:00:00Z')).toBe('01/03/2025')
    expect(companyTime('pt', 'Asia/Tokyo').time('2026-11-22T17:05:00Z')).toBe('02:05')
  })

  it('keeps the first two tags and counts the rest', () => {
    const tags = [1, 2, 3, 4].map((id) => ({ id, name: `t${id}`, color: '#000' }))
    expect(visibleTags(tags)).toEqual({ shown: tags.slice(0, 2), more: 2 })
    expect(visibleTags(tags.slice(0, 1)).more).toBe(0)
  })

  it('maps ratings 1 to 5 to their emoji', () => {
    expect([1, 2, 3, 4, 5].map(ratingEmoji)).toEqual(['😡', '😠', '😐', '🙂', '😍'])
    expect(ratingEmoji(null)).toBeUndefined()
  })

  it('renders name, last message, time, queue, tags, unread count and rating', () => {
    const longName = `${'N'.repeat(60)}XYZ`
    const longMessage = `${'m'.repeat(40)}TAIL`
    renderItem(
      ticket({
        contact: { ...testTicket().contact, id: 3, name: longName, number: null },
        lastMessage: longMessage,
        unreadMessages: 3,
        tags: [1, 2, 3].map((id) => ({ id, name: `tag${id}`, color: '#123456' })),
        userRating: { rate: 5 },
      }),
    )
    expect(screen.getByText(`${'N'.repeat(60)}...`)).toBeTruthy()
    expect(screen.getByText(`${'m'.repeat(40)}...`)).toBeTruthy()
    expect(screen.getByText('09:05')).toBeTruthy()
    expect(screen.getByText('Vendas')).toBeTruthy()
    expect(screen.getByText('tag1')).toBeTruthy()
    expect(screen.getByText('tag2')).toBeTruthy()
    expect(screen.queryByText('tag3')).toBeNull()
    expect(screen.getByText('+1')).toBeTruthy()
    expect(screen.getByText('3 não lidas')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Avaliação 5 de 5' }).textContent).toBe('😍')
  })

  it('shows the owner only to admins and names a ticket without queue', () => {
    const { unmount } = renderItem(ticket({ queue: null, queueId: null }))
    expect(screen.queryByText('Ana')).toBeNull()
    expect(screen.getByText('Sem fila')).toBeTruthy()
    unmount()
    renderItem(ticket(), true)
    expect(screen.getByText('Ana')).toBeTruthy()
  })
})

import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import type { Ticket } from '../../api/models.ts'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { VirtualList, type VirtualListHandle } from '../../components/virtual-list.tsx'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { TicketListItem } from './ticket-list-item.tsx'

interface TicketListProps {
  tickets: Ticket[]
  selectedUuid: string | undefined
  showOwner: boolean
  loading: boolean
  onOpen(ticket: Ticket): void
  onEndReached(): void
}

const ticketKey = (ticket: Ticket) => ticket.id

/**
 * The virtualised ticket list, a listbox: arrow keys move through the tickets, Home/End jump,
 * Enter opens the highlighted one; the next page loads within 100 px of the bottom.
 */
export function TicketList({
  tickets,
  selectedUuid,
  showOwner,
  loading,
  onOpen,
  onEndReached,
}: TicketListProps) {
  const { t } = useI18n()
  const hint = useFeatureTexts(emptyStateTexts)
  const listId = useId()
  const handle = useRef<VirtualListHandle>(null)
  const [active, setActive] = useState(-1)
  const [now, setNow] = useState(() => new Date())

  // Times switch from HH:mm to a date at midnight.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])

  const activeIndex = Math.min(active, tickets.length - 1)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (tickets.length === 0) return
    let next = activeIndex
    if (event.key === 'ArrowDown') next = Math.min(tickets.length - 1, activeIndex + 1)
    else if (event.key === 'ArrowUp') next = Math.max(0, activeIndex - 1)
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = tickets.length - 1
    else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault()
      onOpen(tickets[activeIndex]!)
      return
    } else return
    event.preventDefault()
    setActive(next)
    handle.current?.scrollToIndex(next)
    if (next >= tickets.length - 3) onEndReached()
  }

  if (tickets.length === 0) {
    return loading ? (
      <LoadingState />
    ) : (
      <EmptyState icon="chat" title={t('tickets.empty')} hint={hint('emptyHint.tickets')} />
    )
  }

  return (
    <VirtualList
      className="ticket-list"
      role="listbox"
      aria-label={t('tickets.list')}
      aria-activedescendant={activeIndex >= 0 ? `${listId}-${tickets[activeIndex]?.id}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={() => {
        if (active < 0 && tickets.length > 0) {
          const selected = tickets.findIndex((ticket) => ticket.uuid === selectedUuid)
          setActive(Math.max(0, selected))
        }
      }}
      items={tickets}
      itemKey={ticketKey}
      estimatedHeight={84}
      onEndReached={onEndReached}
      endThreshold={100}
      handle={handle}
      rowProps={(ticket, index) => ({
        id: `${listId}-${ticket.id}`,
        role: 'option',
        'aria-selected': ticket.uuid === selectedUuid,
        onClick: () => {
          setActive(index)
          onOpen(ticket)
        },
      })}
      renderItem={(ticket, index) => (
        <TicketListItem
          ticket={ticket}
          selected={ticket.uuid === selectedUuid}
          active={index === activeIndex}
          showOwner={showOwner}
          now={now}
        />
      )}
    />
  )
}

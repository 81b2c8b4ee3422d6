import { useId, useMemo, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import type { Ticket } from '../../api/models.ts'
import { automationTexts } from '../../i18n/automation-texts.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { Link } from '../../router/router.tsx'
import { hasPermission } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { cut, lastMessageLimit, nameLimit } from '../tickets/ticket-format.ts'
import { boardOf, dragCalls, type Lane, ticketCountKey } from './kanban-board.ts'
import { useKanban } from './use-kanban.ts'

/**
 * /kanban (administration.md §2 "Tags and kanban", §4 Kanban drag): two dates (today by default)
 * and Buscar; a default lane (tickets without a lane tag) and a lane per kanban tag; cards with
 * the ticket number, contact, channel, last message, attendant and a Ver Ticket link. Dropping
 * a card on another lane takes its lane tag off and puts the target's on, then the board
 * reloads (and reloads on every ticket change). Users with dashboard:view (showDashboard) see
 * "Adicionar colunas", to the lanes page.
 */
export default function KanbanPage() {
  const tx = useFeatureTexts(automationTexts)
  const user = useUser()
  const showError = useErrorToast()
  const titleId = useId()
  const startId = useId()
  const endId = useId()
  // Today in the company's time zone, the zone the server counts the board's days in (not the
  // browser's: between midnight UTC and midnight in São Paulo they name different days).
  const { day } = useCompanyTime()
  const [draft, setDraft] = useState(() => ({ startDate: day(new Date()), endDate: day(new Date()) }))
  const [days, setDays] = useState(draft)
  const { lanes, tickets, reload } = useKanban(days)
  const [dragging, setDragging] = useState<{ ticketId: number; from: number | null }>()
  const board = useMemo(() => boardOf(lanes ?? [], tickets, tx('kanban.defaultLane')), [lanes, tickets, tx])

  const drop = async (to: Lane) => {
    const move = dragging && dragCalls(dragging.from, to.id)
    setDragging(undefined)
    if (!dragging || !move) return
    try {
      const ticketId = dragging.ticketId
      if (move.remove !== null) {
        const path = { ticketId, tagId: move.remove }
        await dataOf(atendo.DELETE('/api/ticket-tags/{ticketId}/{tagId}', { params: { path } }))
      }
      if (move.add !== null) {
        const path = { ticketId, tagId: move.add }
        await dataOf(atendo.PUT('/api/ticket-tags/{ticketId}/{tagId}', { params: { path } }))
      }
    } catch (error) {
      showError(error)
    }
    await reload()
  }

  return (
    <section className="moments-page kanban-page" aria-labelledby={titleId}>
      <header className="moments-header">
        <h1 id={titleId}>{tx('kanban.title')}</h1>
        <form
          className="moments-filters"
          onSubmit={(event) => {
            event.preventDefault()
            setDays(draft)
          }}
        >
          <div className="field">
            <label htmlFor={startId}>{tx('kanban.startDate')}</label>
            <input
              id={startId}
              type="date"
              value={draft.startDate}
              onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor={endId}>{tx('kanban.endDate')}</label>
            <input
              id={endId}
              type="date"
              value={draft.endDate}
              onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
            />
          </div>
          <button type="submit" className="button">
            {tx('kanban.search')}
          </button>
          {hasPermission(user, 'showDashboard') ? (
            <Link to="/TagsKanban" className="button">
              {tx('kanban.addColumns')}
            </Link>
          ) : null}
        </form>
        <p className="field-hint">{tx('kanban.moveHint')}</p>
      </header>
      <div className="moments-board">
        {board.map((lane) => (
          <section
            key={lane.id ?? 'default'}
            className="moments-column"
            aria-label={lane.name}
            data-lane={lane.id ?? 'default'}
            style={{ '--attendant-color': lane.color } as React.CSSProperties}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault()
              void drop(lane)
            }}
          >
            <h2 className="moments-column-title">
              <span className="moments-column-name">{lane.name}</span>
              <span className="chip">
                {tx(ticketCountKey(lane.tickets.length), { count: lane.tickets.length })}
              </span>
            </h2>
            <ul className="moments-tickets kanban-cards">
              {lane.tickets.length === 0 ? <li className="field-hint">{tx('kanban.empty')}</li> : null}
              {lane.tickets.map((ticket) => (
                <KanbanCard
                  key={ticket.id}
                  ticket={ticket}
                  onDragStart={() => setDragging({ ticketId: ticket.id, from: lane.id })}
                />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  )
}

function KanbanCard({ ticket, onDragStart }: { ticket: Ticket; onDragStart(): void }) {
  const tx = useFeatureTexts(automationTexts)
  return (
    <li
      className="moment-card kanban-card"
      draggable
      aria-label={ticket.contact.name}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(ticket.id))
        onDragStart()
      }}
    >
      <div className="moment-main">
        <div className="ticket-line">
          <strong className="ticket-name">{cut(ticket.contact.name, nameLimit)}</strong>
          <span className="ticket-time">#{ticket.id}</span>
          {ticket.unreadMessages > 0 ? <span className="badge">{ticket.unreadMessages}</span> : null}
        </div>
        <div className="ticket-line">
          <span className="chip chip-outline">{ticket.whatsapp?.name ?? ticket.channel}</span>
          <span className="ticket-time">{ticket.user?.name ?? tx('kanban.noUser')}</span>
        </div>
        {ticket.lastMessage ? (
          <div className="ticket-last">{cut(ticket.lastMessage, lastMessageLimit)}</div>
        ) : null}
        <Link to={`/tickets/${ticket.uuid}`} className="button kanban-view">
          {tx('kanban.viewTicket')}
        </Link>
      </div>
    </li>
  )
}

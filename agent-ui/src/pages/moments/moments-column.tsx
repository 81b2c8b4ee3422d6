import { type CSSProperties, useId } from 'react'
import type { MomentTicket } from '../../api/models.ts'
import { VirtualList } from '../../components/virtual-list.tsx'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { MomentsKey } from '../../i18n/moments-texts.ts'
import { MomentCard } from './moment-card.tsx'

interface MomentsColumnProps {
  title: string
  /** The attendant's colour, marking the column's head. */
  color?: string | null
  tickets: MomentTicket[]
  now: Date
  locale: string
  tx: FeatureTranslate<MomentsKey>
}

const ticketKey = (ticket: MomentTicket) => ticket.id
const listItem = () => ({ role: 'listitem' })

/**
 * One column of the panel, named by its heading with its count. The tickets are windowed (a
 * waiting line can hold hundreds); the list takes the focus so the keyboard scrolls it, and each
 * card's link is a tab stop.
 */
export function MomentsColumn({ title, color, tickets, now, locale, tx }: MomentsColumnProps) {
  const headingId = useId()
  const count =
    tickets.length === 1 ? tx('moments.ticketCountOne') : tx('moments.ticketCount', { count: tickets.length })
  return (
    <section
      className="moments-column"
      aria-labelledby={headingId}
      style={color ? ({ '--attendant-color': color } as CSSProperties) : undefined}
    >
      <h2 id={headingId} className="moments-column-title">
        <span className="moments-column-name">{title}</span>
        <span className="counter">
          <span aria-hidden="true">{tickets.length}</span>
          <span className="visually-hidden">{count}</span>
        </span>
      </h2>
      {tickets.length === 0 ? (
        <p className="empty">{tx('moments.emptyColumn')}</p>
      ) : (
        <VirtualList
          className="moments-tickets"
          role="list"
          aria-labelledby={headingId}
          tabIndex={0}
          items={tickets}
          itemKey={ticketKey}
          estimatedHeight={92}
          rowProps={listItem}
          renderItem={(ticket) => <MomentCard ticket={ticket} now={now} locale={locale} tx={tx} />}
        />
      )}
    </section>
  )
}

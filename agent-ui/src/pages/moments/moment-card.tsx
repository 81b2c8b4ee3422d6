import type { CSSProperties } from 'react'
import type { MomentTicket } from '../../api/models.ts'
import { Icon } from '../../components/icon.tsx'
import { useCompanyTime } from '../../i18n/company-time.ts'
import type { FeatureTranslate } from '../../i18n/feature-texts.ts'
import type { MomentsKey } from '../../i18n/moments-texts.ts'
import { Link } from '../../router/router.tsx'
import { cut, initialOf, lastMessageLimit, nameLimit, noQueueColor } from '../tickets/ticket-format.ts'
import { elapsedSince } from './moments-board.ts'

interface MomentCardProps {
  ticket: MomentTicket
  now: Date
  locale: string
  tx: FeatureTranslate<MomentsKey>
}

/** One ticket on the panel: contact (a link to the conversation), queue colour, time since its last activity. */
export function MomentCard({ ticket, now, locale, tx }: MomentCardProps) {
  const queueColor = ticket.queue?.color ?? noQueueColor
  const lastActivity = useCompanyTime().dateTime(ticket.updatedAt)
  return (
    <div className="moment-card" style={{ '--queue-color': queueColor } as CSSProperties}>
      <div className="avatar" aria-hidden="true">
        {ticket.contact.urlPicture ? (
          <img src={ticket.contact.urlPicture} alt="" />
        ) : (
          initialOf(ticket.contact.name)
        )}
      </div>
      <div className="moment-main">
        <div className="ticket-line">
          <Link to={`/tickets/${ticket.uuid}`} className="ticket-name">
            {cut(ticket.contact.name, nameLimit)}
          </Link>
          <span className="ticket-time">#{ticket.id}</span>
        </div>
        <div className="ticket-line">
          <span className="chip" style={{ background: queueColor }}>
            {ticket.queue?.name ?? tx('tickets.noQueue')}
          </span>
          <time
            className="ticket-time moment-elapsed"
            dateTime={ticket.updatedAt}
            title={tx('moments.lastActivity', { time: lastActivity })}
          >
            <Icon name="clock" size={14} />
            {elapsedSince(ticket.updatedAt, now, locale)}
          </time>
        </div>
        {ticket.lastMessage ? (
          <div className="ticket-last">{cut(ticket.lastMessage, lastMessageLimit)}</div>
        ) : null}
      </div>
    </div>
  )
}

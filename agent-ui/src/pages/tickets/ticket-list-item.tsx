import type { CSSProperties } from 'react'
import type { Ticket } from '../../api/models.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import {
  channelIcon,
  cut,
  initialOf,
  lastMessageLimit,
  nameLimit,
  noQueueColor,
  ratingEmoji,
  visibleTags,
} from './ticket-format.ts'

interface TicketListItemProps {
  ticket: Ticket
  selected: boolean
  active: boolean
  /** Admins see who owns each ticket (inbox.md §6). */
  showOwner: boolean
  now: Date
}

/** One ticket of the list (inbox.md §2 List item). */
export function TicketListItem({ ticket, selected, active, showOwner, now }: TicketListItemProps) {
  const { t } = useI18n()
  const clock = useCompanyTime()
  const { shown, more } = visibleTags(ticket.tags)
  const channel = channelIcon(ticket.channel)
  const rating = ratingEmoji(ticket.userRating?.rate)
  const queueColor = ticket.queue?.color ?? noQueueColor
  const classes = ['ticket-item', selected ? 'selected' : '', active ? 'active' : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={classes} style={{ '--queue-color': queueColor } as CSSProperties}>
      <div className="avatar" aria-hidden="true">
        {ticket.contact.urlPicture ? (
          <img src={ticket.contact.urlPicture} alt="" />
        ) : (
          initialOf(ticket.contact.name)
        )}
      </div>
      <div className="ticket-main">
        <div className="ticket-line">
          <span title={channel.label} aria-label={channel.label} role="img">
            {channel.icon}
          </span>
          <span className="ticket-name">{cut(ticket.contact.name, nameLimit)}</span>
          {rating ? (
            <span role="img" aria-label={t('tickets.rating', { rate: ticket.userRating!.rate })}>
              {rating}
            </span>
          ) : null}
          <time className="ticket-time" dateTime={ticket.updatedAt}>
            {clock.listTime(ticket.updatedAt, now)}
          </time>
        </div>
        <div className="ticket-line">
          <span className="ticket-last">{cut(ticket.lastMessage, lastMessageLimit)}</span>
          {ticket.unreadMessages > 0 ? (
            <span className="badge">
              <span aria-hidden="true">{ticket.unreadMessages}</span>
              <span className="visually-hidden">{t('tickets.unread', { count: ticket.unreadMessages })}</span>
            </span>
          ) : null}
        </div>
        <div className="ticket-line">
          <span className="chip" style={{ background: queueColor }}>
            {ticket.queue?.name ?? t('tickets.noQueue')}
          </span>
          {showOwner && ticket.user ? <span className="chip chip-outline">{ticket.user.name}</span> : null}
          {shown.length > 0 ? (
            // The ticket's tags, the ones the filter uses; the contact's own are in the drawer (issue 23).
            // An option's content is its name, so the label is hidden text rather than an aria-label.
            <span className="ticket-tags" title={t('tickets.filterTags')}>
              <span className="visually-hidden">{t('tickets.filterTags')}:</span>
              {shown.map((tag) => (
                <span key={tag.id} className="chip" style={{ background: tag.color }}>
                  {tag.name}
                </span>
              ))}
              {more > 0 ? <span className="chip chip-outline">+{more}</span> : null}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  )
}

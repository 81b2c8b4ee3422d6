import { useCompanyTime } from '../../i18n/company-time.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { cut, initialOf, lastMessageLimit, nameLimit } from '../../pages/tickets/ticket-format.ts'
import { useRouter } from '../../router/router.tsx'
import { TopBarPopover } from '../top-bar-popover.tsx'
import { useNotifications } from './notifications-context.tsx'

/** The top bar's bell: how many tickets hold unread messages, and a pop-over listing them. */
export function NotificationsButton() {
  const { t } = useI18n()
  const clock = useCompanyTime()
  const { navigate } = useRouter()
  const { tickets, count, loading = false, failure } = useNotifications()
  const now = new Date()
  return (
    <TopBarPopover
      icon="bell"
      label={t('notifications.label', { count })}
      count={count}
      title={t('notifications.title')}
      loading={loading}
      failure={failure}
      empty={tickets.length === 0 && { icon: 'bell', text: t('notifications.empty') }}
    >
      {(close) => (
        <ul className="notification-list">
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                className="menu-item notification-item"
                onClick={() => {
                  close()
                  navigate(`/tickets/${ticket.uuid}`)
                }}
              >
                <span className="avatar" aria-hidden="true">
                  {initialOf(ticket.contact.name)}
                </span>
                <span className="notification-text">
                  <strong>{cut(ticket.contact.name, nameLimit)}</strong>
                  <small>{cut(ticket.lastMessage, lastMessageLimit)}</small>
                </span>
                <time dateTime={ticket.updatedAt}>{clock.listTime(ticket.updatedAt, now)}</time>
                <span className="badge">
                  <span aria-hidden="true">{ticket.unreadMessages}</span>
                  <span className="visually-hidden">
                    {t('tickets.unread', { count: ticket.unreadMessages })}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </TopBarPopover>
  )
}

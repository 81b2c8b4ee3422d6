import { useEffect, useRef, useState } from 'react'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { cut, initialOf, lastMessageLimit, nameLimit } from '../../pages/tickets/ticket-format.ts'
import { useRouter } from '../../router/router.tsx'
import { Icon } from '../icon.tsx'
import { useNotifications } from './notifications-context.tsx'

/** The top bar's bell: how many tickets hold unread messages, and a pop-over listing them. */
export function NotificationsButton() {
  const { t } = useI18n()
  const clock = useCompanyTime()
  const { navigate } = useRouter()
  const { tickets, count } = useNotifications()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)

  // A click elsewhere closes the pop-over.
  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  const now = new Date()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the pop-over from anywhere inside it
    <div
      ref={anchor}
      className="menu-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className="icon-button bell"
        aria-label={t('notifications.label', { count })}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="bell" />
        {count > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <section className="menu notifications" aria-label={t('notifications.title')}>
          <div className="menu-header">{t('notifications.title')}</div>
          {tickets.length === 0 ? (
            <p className="menu-item">{t('notifications.empty')}</p>
          ) : (
            <ul className="notification-list">
              {tickets.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    className="menu-item notification-item"
                    onClick={() => {
                      setOpen(false)
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
        </section>
      ) : null}
    </div>
  )
}

import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { matchPath, useRouter } from '../../router/router.tsx'
import { companyOption } from '../../session/permissions.ts'
import { useSession } from '../../session/session-context.tsx'
import { useTheme } from '../../theme/theme-context.tsx'
import { storedVolume } from '../volume.ts'
import { announces } from './announce-rule.ts'
import { playNotificationSound } from './notification-sound.ts'
import { emptyUnread, forgetUnread, placeUnread, type UnreadState } from './unread-state.ts'
import { unreadTitle } from './unread-title.ts'

export interface Notifications extends UnreadState {
  /** Tickets waiting in the queue (the menu's badge). */
  pendingCount: number
  /** The first page of unread tickets is on its way (the pop-over shows a loading state). */
  loading?: boolean
}

/** Exported so component tests can provide the counts. */
export const NotificationsContext = createContext<Notifications>({ ...emptyUnread, pendingCount: 0 })

/** Pending counts follow ticket changes, at most once a second. */
const pendingRefreshDelay = 1000

/**
 * The inbox's notifications (inbox.md §2 Top bar, §4): the tickets with unread messages, a sound
 * for each new contact message at the top bar's volume, a browser notification while the tab is
 * hidden, and the unread count in the tab title. A message on a ticket still waiting in the queue
 * sounds and pops up only when the company enables showNotificationPending (administration.md §3);
 * it is listed as unread either way.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { socket, user } = useSession()
  const { t } = useI18n()
  const { pathname } = useRouter()
  const { whitelabel } = useTheme()
  const [unread, setUnread] = useState<UnreadState>(emptyUnread)
  const [pendingCount, setPendingCount] = useState(0)
  const [loading, setLoading] = useState(true)
  const openUuid = useRef<string | undefined>(undefined)
  openUuid.current = matchPath('/tickets/:uuid', pathname)?.uuid
  const translate = useRef(t)
  translate.current = t
  const announcesPending = useRef(false)
  announcesPending.current = user ? companyOption(user, 'showNotificationPending') === 'enabled' : false

  const companyId = user?.companyId
  useEffect(() => {
    if (companyId === undefined) return
    let current = true
    const firstPage = (query: { withUnreadMessages?: boolean; status?: 'pending' }) =>
      dataOf(
        atendo.GET('/api/tickets', { params: { query: { ...query, showAll: false, pageNumber: 1 } } }),
      ).then(pageOf)
    const loadUnread = () =>
      firstPage({ withUnreadMessages: true })
        .then((page) => current && setUnread({ tickets: page.tickets, count: page.count }))
        .catch(() => undefined)
        .finally(() => current && setLoading(false))
    const loadPending = () =>
      firstPage({ status: 'pending' })
        .then((page) => current && setPendingCount(page.count))
        .catch(() => undefined)
    void loadUnread()
    void loadPending()
    if (!socket) return
    let pendingTimer: ReturnType<typeof setTimeout> | undefined
    const refreshPending = () => {
      clearTimeout(pendingTimer)
      pendingTimer = setTimeout(() => void loadPending(), pendingRefreshDelay)
    }
    // A read ticket arrives as an update with no unread messages, and leaves the list.
    const onTicket = (event: TicketEvent) => {
      if (event.action === 'delete') {
        const { ticketId } = event
        setUnread((state) => forgetUnread(state, ticketId))
      } else {
        setUnread((state) => placeUnread(state, event.ticket))
      }
      refreshPending()
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action !== 'create') return
      const { ticket, message } = event
      setUnread((state) => placeUnread(state, ticket))
      refreshPending()
      const watching = openUuid.current === ticket.uuid && !document.hidden && document.hasFocus()
      if (!announces(event, { announcesPending: announcesPending.current, watching })) return
      playNotificationSound(storedVolume())
      if (document.hidden && typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        new Notification(translate.current('notifications.newMessage', { name: ticket.contact.name }), {
          body: message.body,
          tag: ticket.uuid,
        })
      }
    }
    socket.on(`company-${companyId}-ticket`, onTicket)
    socket.on(`company-${companyId}-appMessage`, onMessage)
    // Reconnecting may have missed changes.
    const onConnect = () => {
      void loadUnread()
      void loadPending()
    }
    socket.on('connect', onConnect)
    return () => {
      current = false
      clearTimeout(pendingTimer)
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      socket.off('connect', onConnect)
    }
  }, [socket, companyId])

  // The browser's permission is asked once; a browser without notifications is ignored (inbox.md §4).
  useEffect(() => {
    if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
      void Promise.resolve(Notification.requestPermission()).catch(() => undefined)
    }
  }, [])

  useEffect(() => {
    document.title = unreadTitle(whitelabel.appName, unread.count)
  }, [whitelabel.appName, unread.count])
  useEffect(
    () => () => {
      document.title = whitelabel.appName
    },
    [whitelabel.appName],
  )

  return (
    <NotificationsContext.Provider value={{ ...unread, pendingCount, loading }}>
      {children}
    </NotificationsContext.Provider>
  )
}

export function useNotifications(): Notifications {
  return useContext(NotificationsContext)
}

import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react'
import { liveCacheChanges } from '../../api/live-cache-changes.ts'
import { notificationKeys } from '../../api/query-keys/notification-keys.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { matchPath, useRouter } from '../../router/router.tsx'
import { companyOption } from '../../session/permissions.ts'
import { useSession } from '../../session/session-context.tsx'
import { useTheme } from '../../theme/theme-context.tsx'
import { storedVolume } from '../volume.ts'
import { announces } from './announce-rule.ts'
import { readPendingCount, readUnreadTickets } from './notification-queries.ts'
import { playNotificationSound } from './notification-sound.ts'
import { emptyUnread, forgetUnread, placeUnread, type UnreadState } from './unread-state.ts'
import { unreadTitle } from './unread-title.ts'

export interface Notifications extends UnreadState {
  /** Tickets waiting in the queue (the menu's badge). */
  pendingCount: number
  /** The first page of unread tickets is on its way (the pop-over shows a loading state). */
  loading?: boolean
  /** The first page of unread tickets could not be read: the pop-over shows an error with this retry. */
  failure?: { error: unknown; retry(): void }
}

/** Exported so component tests can provide the counts. */
export const NotificationsContext = createContext<Notifications>({ ...emptyUnread, pendingCount: 0 })

/**
 * The inbox's notifications (inbox.md §2 Top bar, §4): the tickets with unread messages, a sound
 * for each new contact message at the top bar's volume, a browser notification while the tab is
 * hidden, and the unread count in the tab title. A message on a ticket still waiting in the queue
 * sounds and pops up only when the company enables showNotificationPending (administration.md §3);
 * it is listed as unread either way.
 *
 * Both lists live in the login's query cache (`notificationKeys`): the unread tickets are changed
 * in the cache by each ticket and message event, so the badge follows at once without a read per
 * message; the queue's count is read again by the live invalidation (at most once a second), and
 * a reconnection reads both again.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { socket, user } = useSession()
  const client = useQueryClient()
  const { t } = useI18n()
  const { pathname } = useRouter()
  const { whitelabel } = useTheme()
  const openUuid = useRef<string | undefined>(undefined)
  openUuid.current = matchPath('/tickets/:uuid', pathname)?.uuid
  const translate = useRef(t)
  translate.current = t
  const announcesPending = useRef(false)
  announcesPending.current = user ? companyOption(user, 'showNotificationPending') === 'enabled' : false

  const companyId = user?.companyId
  const loggedIn = companyId !== undefined
  const unreadQuery = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: readUnreadTickets,
    enabled: loggedIn,
  })
  const pendingQuery = useQuery({
    queryKey: notificationKeys.pendingCount,
    queryFn: readPendingCount,
    enabled: loggedIn,
  })
  const unread = unreadQuery.data ?? emptyUnread

  useEffect(() => {
    if (companyId === undefined || !socket) return
    // Events written into the cached list, never lost to a read under way (live-cache-changes.ts);
    // a failed read is asked again too, so the badge recovers alone.
    const liveUnread = liveCacheChanges(client, notificationKeys.unread)
    const changeUnread = (change: (state: UnreadState) => UnreadState) => liveUnread.change(change)
    // A read ticket arrives as an update with no unread messages, and leaves the list.
    const onTicket = (event: TicketEvent) => {
      if (event.action === 'delete') {
        const { ticketId } = event
        changeUnread((state) => forgetUnread(state, ticketId))
      } else {
        changeUnread((state) => placeUnread(state, event.ticket))
      }
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action !== 'create') return
      const { ticket, message } = event
      changeUnread((state) => placeUnread(state, ticket))
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
    return () => {
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      liveUnread.stop()
    }
  }, [socket, companyId, client])

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
    <NotificationsContext.Provider
      value={{
        ...unread,
        pendingCount: pendingQuery.data ?? 0,
        // Only a first load under way: a query switched off (logged out) or failed is not loading.
        loading: unreadQuery.isLoading,
        // Only while nothing was read: a failed refresh keeps showing the tickets it had.
        failure:
          unreadQuery.isError && unreadQuery.data === undefined
            ? { error: unreadQuery.error, retry: () => void unreadQuery.refetch() }
            : undefined,
      }}
    >
      {children}
    </NotificationsContext.Provider>
  )
}

export function useNotifications(): Notifications {
  return useContext(NotificationsContext)
}

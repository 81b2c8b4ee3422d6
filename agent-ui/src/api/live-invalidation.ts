import type { AtendoSocket } from '@atendo/sdk'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { campaignKeys } from './query-keys/campaign-keys.ts'
import { chatKeys } from './query-keys/chat-keys.ts'
import { connectionKeys } from './query-keys/connection-keys.ts'
import { contactKeys } from './query-keys/contact-keys.ts'
import { contactListKeys } from './query-keys/contact-list-keys.ts'
import { helpKeys } from './query-keys/help-keys.ts'
import { notificationKeys } from './query-keys/notification-keys.ts'
import { queueKeys } from './query-keys/queue-keys.ts'
import { quickMessageKeys } from './query-keys/quick-message-keys.ts'
import { scheduleKeys } from './query-keys/schedule-keys.ts'
import { settingKeys } from './query-keys/setting-keys.ts'
import { tagKeys } from './query-keys/tag-keys.ts'
import { ticketKeys } from './query-keys/ticket-keys.ts'
import { userKeys } from './query-keys/user-keys.ts'
import { throttle } from './throttle.ts'

/**
 * The least time between two invalidations by one kind of event: a burst (a campaign's progress,
 * a chat's flurry of messages) costs one read at once and one at the end, never a read per event,
 * and a read under way is not cancelled by the next event over and over.
 */
export const liveInvalidationInterval = 1000

/** The realtime events of a company that change what the cached queries hold, and which queries. */
export function liveInvalidations(companyId: number, userId: number): Record<string, readonly QueryKey[]> {
  const company = `company-${companyId}`
  return {
    [`${company}-contact`]: [contactKeys.all],
    [`${company}-queue`]: [queueKeys.all],
    [`${company}-user`]: [userKeys.all],
    [`${company}-tag`]: [tagKeys.all],
    [`${company}-quickemessage`]: [quickMessageKeys.all],
    [`${company}-whatsapp`]: [connectionKeys.all],
    [`${company}-whatsappSession`]: [connectionKeys.all],
    [`${company}-settings`]: [settingKeys.all],
    [`${company}-help`]: [helpKeys.all],
    // A send taken, done or given up after its retries (the drawer shows the failure's reason).
    [`${company}-schedule`]: [scheduleKeys.all],
    // A campaign's list row shows its contact list's name and counts, so both lists go together.
    [`${company}-campaign`]: [campaignKeys.all],
    [`${company}-ContactList`]: [contactListKeys.all, campaignKeys.all],
    [`${company}-ContactListItem`]: [contactListKeys.all],
    // A new message reaches every member's sockets; a chat created, read or left, only its users'.
    [`${company}-chat`]: [chatKeys.all],
    [`${company}-chat-user-${userId}`]: [chatKeys.all],
    // A ticket taken, moved or created by a message changes how many wait in the queue; the unread
    // list itself is kept exact from the events (notifications-context), without a read per message.
    // It also changes the kanban's cards (lane, last message, unread badge) and its lanes' counts,
    // and a ticket taken, moved or closed adds to its timeline.
    [`${company}-ticket`]: [notificationKeys.pendingCount, tagKeys.kanban, ticketKeys.logs],
    [`${company}-appMessage`]: [notificationKeys.pendingCount, tagKeys.kanban],
    // (`company-announcement` is not here: it goes to every company at once, and the pop-over applies
    // it to its cached pages rather than have every screen of the platform read the list again.)
  }
}

/**
 * Keeps a login's query cache live: each event of `liveInvalidations` marks its queries stale (the
 * ones on screen are asked again at once, then at most once per `liveInvalidationInterval`), and a
 * reconnection marks every query stale, since events sent while the socket was down are lost.
 * Returns the function that stops listening.
 */
export function connectLiveInvalidation(
  socket: AtendoSocket,
  client: QueryClient,
  companyId: number,
  userId: number,
): () => void {
  const listening = Object.entries(liveInvalidations(companyId, userId)).map(([event, keys]) => {
    const invalidate = throttle(() => {
      for (const queryKey of keys) void client.invalidateQueries({ queryKey })
    }, liveInvalidationInterval)
    const onEvent = () => invalidate()
    socket.on(event as never, onEvent)
    return () => {
      socket.off(event as never, onEvent)
      invalidate.cancel()
    }
  })
  // Events are heard only from the connection on: what was read before it (the screen's first
  // reads race the socket's handshake, which a busy browser or network stretches to seconds) may
  // have missed a change, as may everything after a reconnection. Either is read again; a socket
  // connected already when listening starts leaves no such gap.
  const onConnect = () => {
    if (client.getQueryCache().getAll().length > 0) void client.invalidateQueries()
  }
  socket.on('connect', onConnect)
  return () => {
    for (const stop of listening) stop()
    socket.off('connect', onConnect)
  }
}

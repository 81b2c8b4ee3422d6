import { type AppMessageEvent, AtendoApiError, type TicketEvent } from '@atendo/sdk'
import { replaceEqualDeep, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import { liveCacheChanges } from '../../../api/live-cache-changes.ts'
import type { Ticket } from '../../../api/models.ts'
import { ticketKeys } from '../../../api/query-keys/ticket-keys.ts'
import { useRouter } from '../../../router/router.tsx'
import { useSession } from '../../../session/session-context.tsx'
import {
  keepOlderLoaded,
  type MessagePage,
  type MessagePages,
  messagePage,
  messagesOf,
  withMessage,
  withoutMessage,
} from './message-pages.ts'

/** The ticket is read 500 ms after it is chosen, so fast keyboard browsing does not flood the API. */
export const ticketFetchDelay = 500

const readTicket = (uuid: string) =>
  dataOf(atendo.GET('/api/tickets/u/{uuid}', { params: { path: { uuid } } }))

/** The server refused the read (an unknown ticket, or one the user may no longer see). */
const refused = (error: unknown) => error instanceof AtendoApiError && error.status < 500

/**
 * One open conversation in the login's query cache: the ticket (`ticketKeys.byUuid`, GET
 * /tickets/u/{uuid}) and its messages page by page (`ticketKeys.messages`, GET /messages/{uuid}),
 * both read `ticketFetchDelay` after it is chosen; the live ticket and message events of its chat
 * box are written into them. A conversation opened again shows at once what it showed last while
 * it is read again.
 */
export function useConversation(uuid: string) {
  const { socket, user } = useSession()
  const { navigate } = useRouter()
  const client = useQueryClient()
  const [dueFor, setDueFor] = useState<string>()
  useEffect(() => {
    const timer = setTimeout(() => setDueFor(uuid), ticketFetchDelay)
    return () => clearTimeout(timer)
  }, [uuid])
  const enabled = dueFor === uuid
  const ticketKey = useMemo(() => ticketKeys.byUuid(uuid), [uuid])
  const messagesKey = useMemo(() => ticketKeys.messages(uuid), [uuid])

  const ticketQuery = useQuery({ queryKey: ticketKey, queryFn: () => readTicket(uuid), enabled })
  const messagesQuery = useInfiniteQuery<MessagePage, Error, MessagePages, typeof messagesKey, number>({
    queryKey: messagesKey,
    queryFn: ({ pageParam }) => messagePage(uuid, pageParam),
    initialPageParam: 1,
    getNextPageParam: (older, _pages, pageNumber) => (older.hasMore ? pageNumber + 1 : undefined),
    enabled,
    // A read again keeps the older messages it no longer reaches (message-pages.ts), then shares
    // what did not change, as the default does.
    structuralSharing: (loaded, read) =>
      replaceEqualDeep(loaded, keepOlderLoaded(loaded as MessagePages | undefined, read as MessagePages)),
  })
  const ticket = ticketQuery.data
  const messages = useMemo(() => messagesOf(messagesQuery.data), [messagesQuery.data])

  // An unknown or forbidden ticket sends the user back to the list (inbox.md §7), as does a first
  // read that failed (there is nothing to show).
  const unreadable =
    (ticketQuery.isError && (!ticket || refused(ticketQuery.error))) ||
    (messagesQuery.isError && !messagesQuery.data)
  useEffect(() => {
    if (unreadable) navigate('/tickets', { replace: true })
  }, [unreadable, navigate])

  const setTicket = useCallback(
    (changed: Ticket) => client.setQueryData<Ticket>(ticketKey, changed),
    [client, ticketKey],
  )

  const { fetchNextPage, hasNextPage, isFetching } = messagesQuery
  /** The page before the oldest loaded one; a failure is thrown to the caller (its toast). */
  const loadOlder = useCallback(async () => {
    // A read under way may be the conversation read again: asking for a page would cancel it.
    if (!hasNextPage || isFetching) return
    const read = await fetchNextPage()
    if (read.isError) throw read.error
  }, [fetchNextPage, hasNextPage, isFetching])

  // The messages' answer names the ticket too: whichever read comes first tells its id.
  const ticketId = ticket?.id ?? messagesQuery.data?.pages[0]?.ticket.id
  const knownId = useRef(ticketId)
  knownId.current = ticketId

  // The chat box's room: joined once the ticket's id is known, and again after a reconnection.
  useEffect(() => {
    if (!socket || ticketId === undefined) return
    const join = () => socket.emit('joinChatBox', ticketId)
    join()
    socket.on('connect', join)
    return () => {
      socket.off('connect', join)
      socket.emit('joinChatBoxLeave', ticketId)
    }
  }, [socket, ticketId])

  // Heard from the first render, by uuid, so an event told while the first reads are under way
  // is not missed (deletions name only the ticket's id, known once a read has answered).
  useEffect(() => {
    if (!socket || !user) return
    const companyId = user.companyId
    const liveTicket = liveCacheChanges(client, ticketKey)
    const liveMessages = liveCacheChanges(client, messagesKey)
    const onTicket = (event: TicketEvent) => {
      if (event.action === 'update') {
        if (event.ticket.uuid === uuid) liveTicket.change(() => event.ticket)
        return
      }
      if (event.ticketId === knownId.current) {
        // Folded into another ticket of the same person (contacts merged): follow the conversation.
        navigate(event.mergedInto ? `/tickets/${event.mergedInto.uuid}` : '/tickets', { replace: true })
      }
      // Another ticket's messages were folded into this one: the conversation is read again.
      if (event.mergedInto?.uuid === uuid) liveMessages.readAgain()
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action === 'delete') {
        const { messageId } = event
        if (event.ticketId === knownId.current) {
          liveMessages.change<MessagePages>((data) => withoutMessage(data, messageId))
        }
        return
      }
      const { message } = event
      if (event.ticket.uuid !== uuid) return
      liveMessages.change<MessagePages>((data) => withMessage(data, message))
    }
    socket.on(`company-${companyId}-ticket`, onTicket)
    socket.on(`company-${companyId}-appMessage`, onMessage)
    return () => {
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      liveTicket.stop()
      liveMessages.stop()
    }
  }, [socket, user, uuid, navigate, client, ticketKey, messagesKey])

  return {
    ticket,
    setTicket,
    messages,
    /** False until the first page of messages arrived: an empty list before that is not "no messages". */
    messagesLoaded: messagesQuery.data !== undefined,
    hasMore: hasNextPage,
    loadOlder,
  }
}

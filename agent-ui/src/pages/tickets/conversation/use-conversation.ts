import type { AppMessageEvent, TicketEvent } from '@atendo/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Message, Ticket } from '../../../api/models.ts'
import { useRouter } from '../../../router/router.tsx'
import { useSession } from '../../../session/session-context.tsx'
import { mergeMessages, removeMessage } from './message-state.ts'

/** The ticket is fetched 500 ms after it is chosen, so fast keyboard browsing does not flood the API. */
export const ticketFetchDelay = 500

/** A page of a conversation's messages, newest first (GET /messages/{uuid}). */
export function messagePage(ticketUuid: string, pageNumber: number) {
  return dataOf(
    atendo.GET('/api/messages/{ticketUuid}', { params: { path: { ticketUuid }, query: { pageNumber } } }),
  )
}

/**
 * One open conversation: the ticket (GET /tickets/u/{uuid}), its messages page by page
 * (GET /messages/{uuid}), and the live ticket and message events of its chat box.
 */
export function useConversation(uuid: string) {
  const { socket, user } = useSession()
  const { navigate } = useRouter()
  const [ticket, setTicket] = useState<Ticket>()
  const [messages, setMessages] = useState<Message[]>([])
  const [hasMore, setHasMore] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  /** False until the first page of messages arrived: an empty list before that is not "no messages". */
  const [messagesLoaded, setMessagesLoaded] = useState(false)
  /** Bumped to load the conversation again (another ticket's messages were folded into it). */
  const [generation, setGeneration] = useState(0)
  const page = useRef(1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation means "load it again"
  useEffect(() => {
    let current = true
    setMessagesLoaded(false)
    const timer = setTimeout(async () => {
      try {
        const found = await dataOf(atendo.GET('/api/tickets/u/{uuid}', { params: { path: { uuid } } }))
        if (!current) return
        setTicket(found)
        const first = await messagePage(uuid, 1)
        if (!current) return
        page.current = 1
        setMessages(mergeMessages([], first.messages))
        setHasMore(first.hasMore)
        setMessagesLoaded(true)
      } catch {
        // An unknown or forbidden ticket sends the user back to the list (inbox.md §7).
        if (current) navigate('/tickets', { replace: true })
      }
    }, ticketFetchDelay)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [uuid, navigate, generation])

  const loadOlder = useCallback(async () => {
    if (!hasMore || loadingOlder) return
    setLoadingOlder(true)
    try {
      const next = await messagePage(uuid, page.current + 1)
      page.current += 1
      setMessages((existing) => mergeMessages(existing, next.messages))
      setHasMore(next.hasMore)
    } finally {
      setLoadingOlder(false)
    }
  }, [hasMore, loadingOlder, uuid])

  const ticketId = ticket?.id
  useEffect(() => {
    if (!socket || !user || ticketId === undefined) return
    const companyId = user.companyId
    const join = () => socket.emit('joinChatBox', ticketId)
    join()
    socket.on('connect', join)
    const onTicket = (event: TicketEvent) => {
      if (event.action === 'delete' && event.ticketId === ticketId) {
        // Folded into another ticket of the same person (contacts merged): follow the conversation.
        navigate(event.mergedInto ? `/tickets/${event.mergedInto.uuid}` : '/tickets', { replace: true })
      }
      if (event.action === 'delete' && event.mergedInto?.id === ticketId) setGeneration((value) => value + 1)
      if (event.action === 'update' && event.ticket.id === ticketId) setTicket(event.ticket)
    }
    const onMessage = (event: AppMessageEvent) => {
      if (event.action === 'delete') {
        const { messageId } = event
        if (event.ticketId === ticketId) setMessages((existing) => removeMessage(existing, messageId))
        return
      }
      const { message } = event
      if (message.ticketId !== ticketId) return
      setMessages((existing) => mergeMessages(existing, [message]))
    }
    socket.on(`company-${companyId}-ticket`, onTicket)
    socket.on(`company-${companyId}-appMessage`, onMessage)
    return () => {
      socket.off('connect', join)
      socket.off(`company-${companyId}-ticket`, onTicket)
      socket.off(`company-${companyId}-appMessage`, onMessage)
      socket.emit('joinChatBoxLeave', ticketId)
    }
  }, [socket, user, ticketId, navigate])

  return { ticket, setTicket, messages, messagesLoaded, hasMore, loadOlder }
}

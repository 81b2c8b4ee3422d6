import type { ChatEvent, InternalChatMessage } from '@atendo/sdk'
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { chatKeys } from '../../api/query-keys/chat-keys.ts'
import { useSession, useUser } from '../../session/session-context.tsx'

interface MessagePage {
  records: InternalChatMessage[]
  hasMore: boolean
}

/** The pages of a chat's messages: the newest first, then each older one (its `beforeId`). */
type MessagePages = InfiniteData<MessagePage, number | undefined>

/** A page of a chat's messages, oldest first: the newest ones, or those before `beforeId`. */
async function readMessages(chatId: number, beforeId: number | undefined): Promise<MessagePage> {
  const path = { id: String(chatId) }
  const params = beforeId === undefined ? { path } : { path, query: { beforeId } }
  return dataOf(atendo.GET('/api/chats/{id}/messages', { params }))
}

/** The loaded pages' messages in the order they were written, each once. */
function messagesOf(data: MessagePages | undefined): InternalChatMessage[] {
  const byId = new Map<number, InternalChatMessage>()
  for (const page of data?.pages ?? []) for (const message of page.records) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** The pages with `message` added to the newest one, unless a page holds it already. */
function withMessage(data: MessagePages, message: InternalChatMessage): MessagePages {
  if (data.pages.some((page) => page.records.some((other) => other.id === message.id))) return data
  const [newest, ...older] = data.pages
  return { ...data, pages: [{ ...newest, records: [...newest.records, message] }, ...older] }
}

/**
 * One chat's messages in the login's query cache (`chatKeys.messages`): the newest page, older
 * pages on demand, and each message the chat's socket event tells (or the user sends) put into the
 * cached pages, so a busy chat costs no read per message and a chat opened again shows at once
 * what it showed last while it is read again.
 */
export function useChatMessages(chatId: number) {
  const client = useQueryClient()
  const { socket } = useSession()
  const me = useUser()
  const queryKey = useMemo(() => chatKeys.messages(chatId), [chatId])
  const query = useInfiniteQuery<MessagePage, Error, MessagePages, typeof queryKey, number | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => readMessages(chatId, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (older) => (older.hasMore ? older.records[0]?.id : undefined),
  })
  const messages = useMemo(() => messagesOf(query.data), [query.data])

  const add = useCallback(
    (message: InternalChatMessage) => {
      client.setQueryData<MessagePages>(queryKey, (data) => data && withMessage(data, message))
      // A read under way may have started before the message was written: read again after it.
      if (client.isFetching({ queryKey }) > 0) void client.invalidateQueries({ queryKey })
    },
    [client, queryKey],
  )

  useEffect(() => {
    if (!socket) return
    const event = `company-${me.companyId}-chat-${chatId}` as const
    const onEvent = (payload: ChatEvent) => {
      if (payload.action === 'new-message') add(payload.newMessage)
    }
    socket.on(event, onEvent)
    return () => {
      socket.off(event, onEvent)
    }
  }, [socket, me.companyId, chatId, add])

  const { fetchNextPage, hasNextPage, isFetching } = query
  /** Asks for the page before the oldest loaded one, unless there is none or a read is under way. */
  const readOlder = useCallback(() => {
    // A read under way may be the whole conversation read again: asking for a page would cancel it.
    if (hasNextPage && !isFetching) void fetchNextPage()
  }, [fetchNextPage, hasNextPage, isFetching])

  return {
    messages,
    /** True until the newest page has come (or failed): an empty list before that is not "no messages". */
    loading: query.isPending,
    loadingOlder: query.isFetchingNextPage,
    hasOlder: hasNextPage,
    /** True while any read of this chat is under way. */
    reading: isFetching,
    readOlder,
    add,
  }
}

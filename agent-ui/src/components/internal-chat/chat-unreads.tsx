import type { ChatEvent, ChatUserEvent, InternalChat } from '@atendo/sdk'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { usePluginRoutes } from '../../plugins/plugin-pages.tsx'
import { useSession } from '../../session/session-context.tsx'
import { applyChatEvent, chatsPanel, unreadsOf } from './chat-records.ts'

export interface ChatUnreads {
  /** The user's most recent chats (the first page), kept up to date live. */
  chats: InternalChat[]
  /** Unread messages over those chats. */
  unreads: number
  /** The first page is on its way (the pop-over shows a loading state). */
  loading: boolean
}

const ChatUnreadsContext = createContext<ChatUnreads>({ chats: [], unreads: 0, loading: false })

/**
 * The user's recent chats and unread counts for the top bar's pop-over and the drawer's dot
 * (inbox.md §2), fed by `company-{id}-chat` (a new message reaches every member's sockets) and
 * `company-{id}-chat-user-{userId}` (a chat created, changed, read or deleted). Nothing is fetched
 * when the server does not run the internal chat, or the company's plan lacks it
 * (its panel is then not listed).
 */
export function ChatUnreadsProvider({ children }: { children: ReactNode }) {
  const allowed = useChatsAllowed()
  const { socket, user } = useSession()
  const [chats, setChats] = useState<InternalChat[]>([])
  const [loading, setLoading] = useState(true)
  const companyId = user?.companyId
  const userId = user?.id

  useEffect(() => {
    if (!allowed || companyId === undefined || userId === undefined) return
    let current = true
    // Chat calls fail silently (administration.md §8): the pop-over stays empty.
    dataOf(atendo.GET('/api/chats', { params: { query: { pageNumber: 1 } } }))
      .then(
        (answer) => current && setChats(pageOf(answer).records),
        () => undefined,
      )
      .finally(() => current && setLoading(false))
    const onEvent = (event: ChatEvent | ChatUserEvent) => setChats((list) => applyChatEvent(list, event))
    socket?.on(`company-${companyId}-chat`, onEvent)
    socket?.on(`company-${companyId}-chat-user-${userId}`, onEvent)
    return () => {
      current = false
      socket?.off(`company-${companyId}-chat`, onEvent)
      socket?.off(`company-${companyId}-chat-user-${userId}`, onEvent)
    }
  }, [allowed, socket, companyId, userId])

  const value = useMemo(
    () => ({
      chats,
      loading,
      unreads: userId === undefined ? 0 : chats.reduce((sum, chat) => sum + unreadsOf(chat, userId), 0),
    }),
    [chats, loading, userId],
  )
  return <ChatUnreadsContext.Provider value={value}>{children}</ChatUnreadsContext.Provider>
}

/** Whether this user has the internal chat: the plugin runs and lists its page for them (plan flag). */
export function useChatsAllowed(): boolean {
  return usePluginRoutes().some(({ panel }) => panel.id === chatsPanel)
}

export function useChatUnreads(): ChatUnreads {
  return useContext(ChatUnreadsContext)
}

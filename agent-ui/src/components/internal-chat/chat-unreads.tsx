import type { InternalChat } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { chatKeys } from '../../api/query-keys/chat-keys.ts'
import { usePluginRoutes } from '../../plugins/plugin-pages.tsx'
import { useOptionalUser } from '../../session/session-context.tsx'
import { chatsPanel, unreadsOf } from './chat-records.ts'

export interface ChatUnreads {
  /** The user's most recent chats (the first page), kept up to date live. */
  chats: InternalChat[]
  /** Unread messages over those chats. */
  unreads: number
  /** The first page is on its way (the pop-over shows a loading state). */
  loading: boolean
  /** The first page could not be read: the pop-over shows an error state with this retry. */
  failure?: { error: unknown; retry(): void }
}

const ChatUnreadsContext = createContext<ChatUnreads>({ chats: [], unreads: 0, loading: false })

const none: InternalChat[] = []

/**
 * The user's recent chats and unread counts for the top bar's pop-over and the drawer's dot
 * (inbox.md §2), read again on `company-{id}-chat` (a new message reaches every member's sockets)
 * and `company-{id}-chat-user-{userId}` (a chat created, changed, read or deleted), by the live
 * invalidation of `chatKeys.all`. Nothing is fetched
 * when the server does not run the internal chat, or the company's plan lacks it
 * (its panel is then not listed).
 */
export function ChatUnreadsProvider({ children }: { children: ReactNode }) {
  const allowed = useChatsAllowed()
  const userId = useOptionalUser()?.id
  // Chat calls fail silently (administration.md §8): no toast; the pop-over itself offers a retry.
  const recent = useQuery({
    queryKey: chatKeys.recent,
    queryFn: async () =>
      pageOf(await dataOf(atendo.GET('/api/chats', { params: { query: { pageNumber: 1 } } }))).records,
    enabled: allowed && userId !== undefined,
  })
  const chats = recent.data ?? none
  // Only a first load under way: a query that is switched off (no chat) or failed is not loading.
  const loading = recent.isLoading
  // Only while nothing was read: a failed live refresh keeps showing the chats it had.
  const { error, refetch } = recent
  const failed = recent.isError && recent.data === undefined

  const value = useMemo(
    () => ({
      chats,
      loading,
      failure: failed ? { error, retry: () => void refetch() } : undefined,
      unreads: userId === undefined ? 0 : chats.reduce((sum, chat) => sum + unreadsOf(chat, userId), 0),
    }),
    [chats, loading, failed, error, refetch, userId],
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

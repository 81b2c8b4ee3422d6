import type { ChatEvent, ChatUserEvent, InternalChat } from '@atendo/sdk'
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { chatKeys } from '../../api/query-keys/chat-keys.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { ErrorState } from '../../components/states/error-state.tsx'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { TabList } from '../../components/tab-list.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { matchPath, useRouter } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { useDebounced } from '../tickets/use-debounced.ts'
import { ChatConversation } from './chat-conversation.tsx'
import { ChatDialog } from './chat-dialog.tsx'
import { ChatList } from './chat-list.tsx'

type Tab = 'chats' | 'messages'

/** The chats page's list: a page of the user's chats matching the search, newest activity first. */
async function readChats(pageNumber: number, searchParam: string) {
  return pageOf(await dataOf(atendo.GET('/api/chats', { params: { query: { pageNumber, searchParam } } })))
}

/**
 * The user's chats for a search, page by page; a chat created, changed, read or deleted, or a new
 * message, reads the loaded pages again (live invalidation of `chatKeys.all`).
 */
function useChatPages(search: string) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.list(search),
    queryFn: ({ pageParam }) => readChats(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
    // While a new search is on its way the last matches stay, instead of the loading state.
    placeholderData: keepPreviousData,
  })
  const chats = useMemo(() => query.data?.pages.flatMap((page) => page.records) ?? [], [query.data])
  return { query, chats }
}

/**
 * /chats and /chats/{uuid}, the internal-chat plugin's page (administration.md §2 "Internal
 * chat"): the list and the open conversation side by side on wide screens, two tabs (Chats,
 * Mensagens) on narrow ones (the stylesheet decides which shows). The owner of the open chat may
 * edit or delete it; deleting clears the selection and goes back to /chats.
 */
export default function ChatsPage({ panel }: PluginPageProps) {
  const tx = useFeatureTexts(chatTexts)
  const { pathname, navigate } = useRouter()
  const { socket } = useSession()
  const me = useUser()
  const showError = useErrorToast()
  const uuid = matchPath(`${panel.path}/:uuid`, pathname)?.uuid
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const { query: chatPages, chats } = useChatPages(useDebounced(search.trim(), 300))
  const [tab, setTab] = useState<Tab>(uuid ? 'messages' : 'chats')
  const [editing, setEditing] = useState<'new' | InternalChat>()
  const [deleting, setDeleting] = useState<InternalChat>()

  // The open chat: from the list when it is there, else asked for (it may be further down the list).
  const listed = uuid ? chats.find((chat) => chat.uuid === uuid) : undefined
  const asked = useQuery({
    queryKey: chatKeys.one(uuid ?? ''),
    queryFn: () => dataOf(atendo.GET('/api/chats/{id}', { params: { path: { id: uuid ?? '' } } })),
    enabled: uuid !== undefined && !listed,
  })
  const opened = uuid ? (listed ?? asked.data) : undefined
  const askedFailed = asked.isError
  useEffect(() => {
    if (askedFailed) navigate(panel.path, { replace: true })
  }, [askedFailed, navigate, panel.path])

  useEffect(() => {
    if (uuid) setTab('messages')
  }, [uuid])

  useEffect(() => {
    if (!socket) return
    const events = [`company-${me.companyId}-chat`, `company-${me.companyId}-chat-user-${me.id}`] as const
    // The list follows by itself (live invalidation); a deleted open chat also closes.
    const onEvent = (event: ChatEvent | ChatUserEvent) => {
      if (event.action === 'delete' && opened?.id === event.id) navigate(panel.path)
    }
    for (const name of events) socket.on(name, onEvent)
    return () => {
      for (const name of events) socket.off(name, onEvent)
    }
  }, [socket, me.companyId, me.id, opened?.id, navigate, panel.path])

  const remove = async (chat: InternalChat) => {
    try {
      await dataOf(atendo.DELETE('/api/chats/{id}', { params: { path: { id: String(chat.id) } } }))
      setDeleting(undefined)
      void queryClient.invalidateQueries({ queryKey: chatKeys.all })
      navigate(panel.path)
    } catch (error) {
      showError(error)
    }
  }

  const owner = opened?.ownerId === me.id
  return (
    <section className={`page chats-page chats-tab-${tab}`}>
      <TabList
        label={tx('chats.title')}
        className="tabs chats-tabs"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { id: 'chats', content: tx('chats.tabChats') },
          { id: 'messages', content: tx('chats.tabMessages') },
        ]}
      />
      <div className="chats-panes">
        <aside className="chats-list-pane" aria-label={tx('chats.tabChats')}>
          <div className="chats-toolbar">
            <input
              type="search"
              aria-label={tx('chats.search')}
              placeholder={tx('chats.search')}
              value={search}
              maxLength={200}
              onChange={(event) => setSearch(event.target.value)}
            />
            <button type="button" className="button" onClick={() => setEditing('new')}>
              <Icon name="plus" /> {tx('chats.new')}
            </button>
          </div>
          {chatPages.isPending ? (
            <LoadingState />
          ) : chatPages.isError ? (
            <ErrorState onRetry={() => void chatPages.refetch()} />
          ) : (
            <ChatList
              chats={chats}
              selectedId={opened?.id}
              hasMore={chatPages.hasNextPage}
              onMore={() => void chatPages.fetchNextPage()}
            />
          )}
        </aside>
        <div className="chats-conversation-pane">
          {opened ? (
            <>
              {owner ? (
                <div className="chats-owner-actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={tx('chats.edit')}
                    onClick={() => setEditing(opened)}
                  >
                    <Icon name="edit" />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={tx('chats.delete')}
                    onClick={() => setDeleting(opened)}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              ) : null}
              <ChatConversation key={opened.id} chat={opened} />
            </>
          ) : uuid ? (
            <LoadingState />
          ) : (
            <p className="empty">{tx('chats.pickOne')}</p>
          )}
        </div>
      </div>
      {editing ? (
        <ChatDialog
          chat={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(chat) => {
            setEditing(undefined)
            queryClient.setQueryData(chatKeys.one(chat.uuid), chat)
            void queryClient.invalidateQueries({ queryKey: chatKeys.all })
            navigate(`${panel.path}/${chat.uuid}`)
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          title={tx('chats.delete')}
          onClose={() => setDeleting(undefined)}
          actions={
            <>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setDeleting(undefined)}
              >
                {tx('common.no')}
              </button>
              <button type="button" className="button" onClick={() => void remove(deleting)}>
                {tx('common.yes')}
              </button>
            </>
          }
        >
          <p>{tx('chats.deleteConfirm', { title: deleting.title })}</p>
        </Dialog>
      ) : null}
    </section>
  )
}

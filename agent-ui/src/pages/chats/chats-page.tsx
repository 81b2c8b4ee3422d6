import type { ChatEvent, ChatUserEvent, InternalChat } from '@atendo/sdk'
import { useCallback, useEffect, useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { applyChatEvent } from '../../components/internal-chat/chat-records.ts'
import { TabList } from '../../components/tab-list.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import type { PluginPageProps } from '../../plugins/plugin-pages.tsx'
import { matchPath, useRouter } from '../../router/router.tsx'
import { useSession, useUser } from '../../session/session-context.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { ChatConversation } from './chat-conversation.tsx'
import { ChatDialog } from './chat-dialog.tsx'
import { ChatList } from './chat-list.tsx'

type Tab = 'chats' | 'messages'

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
  const [chats, setChats] = useState<InternalChat[]>([])
  const [page, setPage] = useState({ number: 1, hasMore: false })
  const [search, setSearch] = useState('')
  const [opened, setOpened] = useState<InternalChat>()
  const [tab, setTab] = useState<Tab>(uuid ? 'messages' : 'chats')
  const [editing, setEditing] = useState<'new' | InternalChat>()
  const [deleting, setDeleting] = useState<InternalChat>()

  const load = useCallback(async (pageNumber: number, searchParam: string) => {
    const answer = pageOf(
      await dataOf(atendo.GET('/api/chats', { params: { query: { pageNumber, searchParam } } })),
    )
    setChats((current) => (pageNumber === 1 ? answer.records : [...current, ...answer.records]))
    setPage({ number: pageNumber, hasMore: answer.hasMore })
  }, [])

  useEffect(() => {
    const timer = setTimeout(() => void load(1, search.trim()).catch(() => undefined), search ? 300 : 0)
    return () => clearTimeout(timer)
  }, [load, search])

  // The open chat: from the list when it is there, else asked for (it may be further down the list).
  useEffect(() => {
    if (!uuid) {
      setOpened(undefined)
      return
    }
    const listed = chats.find((chat) => chat.uuid === uuid)
    if (listed) {
      setOpened(listed)
      return
    }
    let current = true
    dataOf(atendo.GET('/api/chats/{id}', { params: { path: { id: uuid } } })).then(
      (chat) => current && setOpened(chat),
      () => current && navigate(panel.path, { replace: true }),
    )
    return () => {
      current = false
    }
  }, [uuid, chats, navigate, panel.path])

  useEffect(() => {
    if (uuid) setTab('messages')
  }, [uuid])

  useEffect(() => {
    if (!socket) return
    const events = [`company-${me.companyId}-chat`, `company-${me.companyId}-chat-user-${me.id}`] as const
    const onEvent = (event: ChatEvent | ChatUserEvent) => {
      setChats((current) => applyChatEvent(current, event))
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
      setChats((current) => current.filter((listed) => listed.id !== chat.id))
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
          <ChatList
            chats={chats}
            selectedId={opened?.id}
            hasMore={page.hasMore}
            onMore={() => void load(page.number + 1, search.trim()).catch(() => undefined)}
          />
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
            setChats((current) => applyChatEvent(current, { action: 'update', record: chat }))
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

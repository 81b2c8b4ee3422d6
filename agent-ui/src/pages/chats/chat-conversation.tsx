import type { ChatEvent, InternalChat, InternalChatMessage } from '@atendo/sdk'
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Icon } from '../../components/icon.tsx'
import { unreadsOf } from '../../components/internal-chat/chat-records.ts'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useSession, useUser } from '../../session/session-context.tsx'
import { wantsOlder } from './older-messages.ts'

const chatPath = (chatId: number) => ({ params: { path: { id: String(chatId) } } })

/**
 * One chat's messages and the box to write in (administration.md §2 "Internal chat"): the newest
 * page first, older pages as the list is scrolled near its top (keeping the reader's place), new
 * messages live; Enter sends, Shift+Enter starts a new line, blank messages are not sent. The
 * chat is marked read when opened and when a message arrives while it is open.
 */
export function ChatConversation({ chat }: { chat: InternalChat }) {
  const tx = useFeatureTexts(chatTexts)
  const clock = useCompanyTime()
  const { socket } = useSession()
  const me = useUser()
  const [messages, setMessages] = useState<InternalChatMessage[]>([])
  const [hasMore, setHasMore] = useState(false)
  /** False until the newest page arrived: an empty list before that is not "no messages". */
  const [loaded, setLoaded] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [draft, setDraft] = useState('')
  const list = useRef<HTMLOListElement>(null)
  // How the list scrolls after the next render: to the end, back to the reader's place after
  // older messages came in above, or not at all (a message arrived while the reader is up).
  const settle = useRef<{ kind: 'end' } | { kind: 'stay' } | { kind: 'keep'; fromBottom: number }>({
    kind: 'end',
  })
  const chatId = chat.id
  const unread = unreadsOf(chat, me.id)

  const markRead = useCallback(() => {
    // Chat calls fail silently (administration.md §8).
    atendo
      .POST('/api/chats/{id}/read', { ...chatPath(chat.id), body: { userId: me.id } })
      .catch(() => undefined)
  }, [chat, me.id])

  useEffect(() => {
    let current = true
    setMessages([])
    setHasMore(false)
    dataOf(atendo.GET('/api/chats/{id}/messages', chatPath(chatId))).then(
      (page) => {
        if (!current) return
        settle.current = { kind: 'end' }
        setMessages(page.records)
        setHasMore(page.hasMore)
        setLoaded(true)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [chatId])

  useEffect(() => {
    if (unread > 0) markRead()
  }, [unread, markRead])

  useEffect(() => {
    if (!socket) return
    const event = `company-${me.companyId}-chat-${chatId}` as const
    const onEvent = (payload: ChatEvent) => {
      if (payload.action !== 'new-message') return
      const element = list.current
      const nearEnd = !element || element.scrollHeight - element.scrollTop - element.clientHeight < 80
      settle.current = nearEnd || payload.newMessage.senderId === me.id ? { kind: 'end' } : { kind: 'stay' }
      setMessages((current) =>
        current.some((message) => message.id === payload.newMessage.id)
          ? current
          : [...current, payload.newMessage],
      )
    }
    socket.on(event, onEvent)
    return () => {
      socket.off(event, onEvent)
    }
  }, [socket, me.companyId, me.id, chatId])

  const loadOlder = useCallback(async () => {
    const element = list.current
    const oldest = messages[0]
    if (!element || !oldest || !wantsOlder(element, hasMore, loadingOlder)) return
    setLoadingOlder(true)
    try {
      const page = await dataOf(
        atendo.GET('/api/chats/{id}/messages', {
          params: { path: { id: String(chatId) }, query: { beforeId: oldest.id } },
        }),
      )
      settle.current = { kind: 'keep', fromBottom: element.scrollHeight - element.scrollTop }
      setMessages((current) => [...page.records.filter((message) => message.id < oldest.id), ...current])
      setHasMore(page.hasMore)
    } catch {
      // Chat calls fail silently; scrolling again tries again.
    } finally {
      setLoadingOlder(false)
    }
  }, [messages, hasMore, loadingOlder, chatId])

  useLayoutEffect(() => {
    const element = list.current
    if (!element || messages.length === 0) return
    const how = settle.current
    if (how.kind === 'end') element.scrollTop = element.scrollHeight
    else if (how.kind === 'keep') element.scrollTop = element.scrollHeight - how.fromBottom
    settle.current = { kind: 'stay' }
  }, [messages])

  // A first page too short to scroll is already "near the top": the next one comes without a scroll.
  useEffect(() => {
    void loadOlder()
  }, [loadOlder])

  const send = () => {
    const text = draft.trim()
    if (!text) return
    setDraft('')
    settle.current = { kind: 'end' }
    dataOf(atendo.POST('/api/chats/{id}/messages', { ...chatPath(chat.id), body: { message: text } })).then(
      (sent) =>
        setMessages((current) =>
          current.some((message) => message.id === sent.id) ? current : [...current, sent],
        ),
      () => setDraft(text),
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <section className="chat-conversation" aria-label={chat.title}>
      <header className="chat-conversation-header">
        <h2>{chat.title}</h2>
      </header>
      <ol
        ref={list}
        className="chat-messages"
        aria-label={tx('chats.messages')}
        onScroll={() => void loadOlder()}
      >
        {loaded ? null : (
          <li>
            <LoadingState compact />
          </li>
        )}
        {loadingOlder ? (
          <li className="loading" role="status">
            {tx('chats.loadingOlder')}
          </li>
        ) : null}
        {messages.map((message) => (
          <li key={message.id} className={message.senderId === me.id ? 'chat-message mine' : 'chat-message'}>
            <span className="chat-sender">{message.sender.name}</span>
            <p className="bubble-text">{message.message}</p>
            <time dateTime={message.createdAt}>{clock.dateTime(message.createdAt)}</time>
          </li>
        ))}
      </ol>
      <div className="chat-composer">
        <textarea
          aria-label={tx('chats.messagePlaceholder')}
          placeholder={tx('chats.messagePlaceholder')}
          value={draft}
          maxLength={10000}
          rows={2}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="icon-button" aria-label={tx('chats.send')} onClick={send}>
          <Icon name="forward" />
        </button>
      </div>
    </section>
  )
}

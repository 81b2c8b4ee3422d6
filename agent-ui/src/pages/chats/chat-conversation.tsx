import type { InternalChat } from '@atendo/sdk'
import { type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Icon } from '../../components/icon.tsx'
import { unreadsOf } from '../../components/internal-chat/chat-records.ts'
import { LoadingState } from '../../components/states/loading-state.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useCompanyTime } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useUser } from '../../session/session-context.tsx'
import { wantsOlder } from './older-messages.ts'
import { useChatMessages } from './use-chat-messages.ts'

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
  const me = useUser()
  const chatId = chat.id
  const { messages, loading, loadingOlder, hasOlder, reading, readOlder, add } = useChatMessages(chatId)
  const [draft, setDraft] = useState('')
  const list = useRef<HTMLOListElement>(null)
  // Where the reader was when the list last scrolled or settled: its distance from the bottom of
  // the content, and whether that was the end (a new message then follows, else the place stays).
  const place = useRef({ fromBottom: 0, atEnd: true })
  // The first messages shown (from the cache or the server) open at the end.
  const openAtEnd = useRef(true)
  const newestShown = useRef<number | undefined>(undefined)
  const unread = unreadsOf(chat, me.id)

  const markRead = useCallback(() => {
    // Chat calls fail silently (administration.md §8).
    atendo
      .POST('/api/chats/{id}/read', { ...chatPath(chat.id), body: { userId: me.id } })
      .catch(() => undefined)
  }, [chat, me.id])

  useEffect(() => {
    if (unread > 0) markRead()
  }, [unread, markRead])

  const measure = useCallback(() => {
    const element = list.current
    if (!element) return
    const fromBottom = element.scrollHeight - element.scrollTop
    place.current = { fromBottom, atEnd: fromBottom - element.clientHeight < 80 }
  }, [])

  // After messages came: to the end when the reader was there or the newest is the user's own;
  // otherwise the reader's place stays put, whether older messages came above or new ones below.
  useLayoutEffect(() => {
    const element = list.current
    const newest = messages.at(-1)
    if (!element || !newest) return
    const mineArrived = newest.id !== newestShown.current && newest.senderId === me.id
    if (openAtEnd.current || place.current.atEnd || mineArrived) element.scrollTop = element.scrollHeight
    else element.scrollTop = element.scrollHeight - place.current.fromBottom
    openAtEnd.current = false
    newestShown.current = newest.id
    measure()
  }, [messages, me.id, measure])

  const readOlderNearTop = useCallback(() => {
    const element = list.current
    if (element && wantsOlder(element, hasOlder, reading)) readOlder()
  }, [hasOlder, reading, readOlder])

  // A first page too short to scroll is already "near the top": the next one comes without a scroll.
  useEffect(() => {
    if (messages.length > 0) readOlderNearTop()
  }, [messages, readOlderNearTop])

  const send = () => {
    const text = draft.trim()
    if (!text) return
    setDraft('')
    dataOf(atendo.POST('/api/chats/{id}/messages', { ...chatPath(chat.id), body: { message: text } })).then(
      add,
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
        onScroll={() => {
          measure()
          readOlderNearTop()
        }}
      >
        {loading ? (
          <li>
            <LoadingState compact />
          </li>
        ) : null}
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

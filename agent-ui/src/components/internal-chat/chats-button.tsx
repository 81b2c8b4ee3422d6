import { useEffect, useRef, useState } from 'react'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { Link } from '../../router/router.tsx'
import { useUser } from '../../session/session-context.tsx'
import { Icon } from '../icon.tsx'
import { unreadsOf } from './chat-records.ts'
import { useChatsAllowed, useChatUnreads } from './chat-unreads.tsx'

/** The top bar's internal chats: shown only when the user has the internal chat. */
export function ChatsButton() {
  return useChatsAllowed() ? <ChatsPopover /> : null
}

/**
 * The internal chats pop-over (inbox.md §2 Top bar, §3 "Internal chat (pop-over)"): the recent
 * chats with their last message and the user's unread count; a chat opens at /chats/{uuid}.
 */
function ChatsPopover() {
  const tx = useFeatureTexts(chatTexts)
  const user = useUser()
  const { chats, unreads } = useChatUnreads()
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onDown = (event: MouseEvent) => {
      if (!anchor.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the pop-over from anywhere inside it
    <div
      ref={anchor}
      className="menu-anchor"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className="icon-button bell"
        aria-label={tx('chats.popover', { count: unreads })}
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="chat" />
        {unreads > 0 ? (
          <span className="bell-count" aria-hidden="true">
            {unreads > 99 ? '99+' : unreads}
          </span>
        ) : null}
      </button>
      {open ? (
        <section className="menu notifications chats-popover" aria-label={tx('chats.title')}>
          <div className="menu-header">{tx('chats.title')}</div>
          {chats.length === 0 ? (
            <p className="menu-item">{tx('chats.empty')}</p>
          ) : (
            <ul className="chats-popover-list">
              {chats.map((chat) => {
                const count = unreadsOf(chat, user.id)
                return (
                  <li key={chat.id}>
                    <Link to={`/chats/${chat.uuid}`} className="menu-item" onClick={() => setOpen(false)}>
                      <strong>{chat.title}</strong>
                      {count > 0 ? (
                        <span className="badge">
                          <span aria-hidden="true">{count}</span>
                          <span className="visually-hidden">{tx('chats.unread', { count })}</span>
                        </span>
                      ) : null}
                      {chat.lastMessage ? <span className="chats-last">{chat.lastMessage}</span> : null}
                    </Link>
                  </li>
                )
              })}
            </ul>
          )}
          <Link to="/chats" className="button button-small" onClick={() => setOpen(false)}>
            {tx('chats.seeAll')}
          </Link>
        </section>
      ) : null}
    </div>
  )
}

import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { Link } from '../../router/router.tsx'
import { useUser } from '../../session/session-context.tsx'
import { TopBarPopover } from '../top-bar-popover.tsx'
import { unreadsOf } from './chat-records.ts'
import { ChatUnreadBadge } from './chat-unread-badge.tsx'
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
  const { chats, unreads, loading, failure } = useChatUnreads()
  return (
    <TopBarPopover
      icon="chat"
      label={tx('chats.popover', { count: unreads })}
      count={unreads}
      title={tx('chats.title')}
      className="chats-popover"
      loading={loading}
      failure={failure}
      empty={chats.length === 0 && { icon: 'chat', text: tx('chats.empty') }}
      footer={(close) => (
        <Link to="/chats" className="button button-small" onClick={close}>
          {tx('chats.seeAll')}
        </Link>
      )}
    >
      {(close) => (
        <ul className="chats-popover-list">
          {chats.map((chat) => {
            const count = unreadsOf(chat, user.id)
            return (
              <li key={chat.id}>
                <Link to={`/chats/${chat.uuid}`} className="menu-item" onClick={close}>
                  <strong>{chat.title}</strong>
                  <ChatUnreadBadge count={count} />
                  {chat.lastMessage ? <span className="chats-last">{chat.lastMessage}</span> : null}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </TopBarPopover>
  )
}

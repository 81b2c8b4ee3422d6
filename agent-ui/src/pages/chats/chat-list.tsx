import type { InternalChat } from '@atendo/sdk'
import { unreadsOf } from '../../components/internal-chat/chat-records.ts'
import { ChatUnreadBadge } from '../../components/internal-chat/chat-unread-badge.tsx'
import { EmptyState } from '../../components/states/empty-state.tsx'
import { chatTexts } from '../../i18n/chat-texts.ts'
import { emptyStateTexts } from '../../i18n/empty-state-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { Link } from '../../router/router.tsx'
import { useUser } from '../../session/session-context.tsx'

/** The user's chats, most recent activity first, each with its last message and unread count. */
export function ChatList({
  chats,
  selectedId,
  hasMore,
  onMore,
}: {
  chats: InternalChat[]
  selectedId?: number
  hasMore: boolean
  onMore(): void
}) {
  const tx = useFeatureTexts(chatTexts)
  const hint = useFeatureTexts(emptyStateTexts)
  const me = useUser()
  if (chats.length === 0)
    return <EmptyState icon="chat" title={tx('chats.empty')} hint={hint('emptyHint.chats')} />
  return (
    <>
      <ul className="chat-list">
        {chats.map((chat) => {
          const count = unreadsOf(chat, me.id)
          return (
            <li key={chat.id}>
              <Link
                to={`/chats/${chat.uuid}`}
                className="chat-list-item"
                aria-current={chat.id === selectedId ? 'page' : undefined}
              >
                <strong>{chat.title}</strong>
                <ChatUnreadBadge count={count} />
                <span className="chats-last">{chat.lastMessage ?? ''}</span>
              </Link>
            </li>
          )
        })}
      </ul>
      {hasMore ? (
        <button type="button" className="button button-small" onClick={onMore}>
          {tx('chats.more')}
        </button>
      ) : null}
    </>
  )
}

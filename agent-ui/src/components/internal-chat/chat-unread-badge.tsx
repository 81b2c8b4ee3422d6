import { chatTexts } from '../../i18n/chat-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'

/** A chat's unread count as the top bar's pop-over and the chats page show it; nothing at zero. */
export function ChatUnreadBadge({ count }: { count: number }) {
  const tx = useFeatureTexts(chatTexts)
  if (count <= 0) return null
  return (
    <span className="badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{tx('chats.unread', { count })}</span>
    </span>
  )
}

import type { ChatEvent, ChatUserEvent, InternalChat } from '@atendo/sdk'

/**
 * The id of the panel the internal-chat plugin (plugins/internal-chat) lists for /chats; without
 * it (plugin not loaded, or the plan lacks useInternalChat) there are no chat screens.
 */
export const chatsPanel = 'chats'

/** The messages of this chat the user has not read. */
export function unreadsOf(chat: InternalChat, userId: number): number {
  return chat.users.find((member) => member.userId === userId)?.unreads ?? 0
}

/** Most recent activity first, as GET /chats answers them. */
function byActivity(chats: InternalChat[]): InternalChat[] {
  return [...chats].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id)
}

/** The list after a chat event: the chat as it is now, first when it has news, or gone. */
export function applyChatEvent(chats: InternalChat[], event: ChatEvent | ChatUserEvent): InternalChat[] {
  if (event.action === 'delete') return chats.filter((chat) => chat.id !== event.id)
  const changed = event.action === 'new-message' ? event.chat : event.record
  return byActivity([changed, ...chats.filter((chat) => chat.id !== changed.id)])
}

import type { InternalChat } from '@atendo/sdk'

/**
 * The id of the panel the internal-chat plugin (plugins/internal-chat) lists for /chats; without
 * it (plugin not loaded, or the plan lacks useInternalChat) there are no chat screens.
 */
export const chatsPanel = 'chats'

/** The messages of this chat the user has not read. */
export function unreadsOf(chat: InternalChat, userId: number): number {
  return chat.users.find((member) => member.userId === userId)?.unreads ?? 0
}

/** The internal chats; `company-{id}-chat` and `-chat-user-{userId}` events invalidate them. */
export const chatKeys = {
  all: ['chats'] as const,
  /** The user's chats, first page (GET /chats). */
  list: ['chats', 'list'] as const,
  /** The messages of one chat. */
  messages: (chatId: number) => ['chats', chatId, 'messages'] as const,
}

/** The internal chats; `company-{id}-chat` and `-chat-user-{userId}` events invalidate `all`. */
export const chatKeys = {
  all: ['chats'] as const,
  /** The user's most recent chats (first page), for the top bar's pop-over and unread counts. */
  recent: ['chats', 'recent'] as const,
  /** The chats page's list, page by page, for a search. */
  list: (search: string) => ['chats', 'list', search] as const,
  /** One chat, asked for by its uuid when it is not in the list. */
  one: (uuid: string) => ['chats', 'one', uuid] as const,
  /**
   * One chat's messages, newest page first. Outside `all` on purpose: every message sent in a chat
   * is a `company-{id}-chat` event, and reading the whole conversation again for each would be a
   * read per message; the open conversation puts the events' messages into this cache instead.
   */
  messages: (chatId: number) => ['chat-messages', chatId] as const,
}

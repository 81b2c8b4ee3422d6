/** The internal chats; `company-{id}-chat` and `-chat-user-{userId}` events invalidate `all`. */
export const chatKeys = {
  all: ['chats'] as const,
  /** The user's most recent chats (first page), for the top bar's pop-over and unread counts. */
  recent: ['chats', 'recent'] as const,
  /** The chats page's list, page by page, for a search. */
  list: (search: string) => ['chats', 'list', search] as const,
  /** One chat, asked for by its uuid when it is not in the list. */
  one: (uuid: string) => ['chats', 'one', uuid] as const,
}

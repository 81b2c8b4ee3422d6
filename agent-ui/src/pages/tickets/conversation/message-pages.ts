import type { InfiniteData } from '@tanstack/react-query'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Message } from '../../../api/models.ts'
import { mergeMessages } from './message-state.ts'

/** Pages as the server answered them, told apart from pages the live events changed in the cache. */
const answeredPages = new WeakSet<object>()

/** A page of a conversation's messages, newest first (GET /messages/{uuid}). */
export async function messagePage(ticketUuid: string, pageNumber: number) {
  const page = await dataOf(
    atendo.GET('/api/messages/{ticketUuid}', { params: { path: { ticketUuid }, query: { pageNumber } } }),
  )
  answeredPages.add(page)
  return page
}

export type MessagePage = Awaited<ReturnType<typeof messagePage>>

/** The loaded pages of a conversation, by page number: the newest first, then each older one. */
export type MessagePages = InfiniteData<MessagePage, number>

/** The loaded pages' messages, oldest first, one copy each (a page read again may repeat one). */
export function messagesOf(data: MessagePages | undefined): Message[] {
  return data
    ? mergeMessages(
        [],
        data.pages.flatMap((page) => page.messages),
      )
    : []
}

/**
 * The pages with a created or changed message: replaced in the page holding it, otherwise added to
 * the newest page (messages are shown by time, whatever page holds them).
 */
export function withMessage(data: MessagePages, message: Message): MessagePages {
  const holds = (page: MessagePage) => page.messages.some((other) => other.id === message.id)
  const index = Math.max(0, data.pages.findIndex(holds))
  const pages = data.pages.map((page, at) =>
    at === index ? { ...page, messages: mergeMessages(page.messages, [message]) } : page,
  )
  return { ...data, pages }
}

/** The pages without a deleted message. */
export function withoutMessage(data: MessagePages, messageId: number): MessagePages {
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.filter((message) => message.id !== messageId),
  }))
  return { ...data, pages }
}

const time = (message: Message) => Date.parse(message.createdAt)

/**
 * The conversation read again, still holding the older messages it had loaded (the query's
 * structural sharing). Pages are numbered from the newest message, so when new messages arrived
 * since the pages were read, reading the same number of pages again ends that many messages
 * later: the oldest ones loaded would vanish from the top of the conversation while the agent
 * reads them, until the next scroll up. They are kept, at the end of the oldest page read, until
 * that page's successor is read (one copy each: messagesOf). Only a read from the server is
 * completed so: a deletion the live events wrote into the cache stays deleted. A read that reached
 * the conversation's first message keeps nothing else (what it lacks was deleted).
 */
export function keepOlderLoaded(loaded: MessagePages | undefined, read: MessagePages): MessagePages {
  const oldest = read.pages.at(-1)
  if (!loaded || !oldest?.hasMore || !read.pages.every((page) => answeredPages.has(page))) return read
  const readIds = new Set(read.pages.flatMap((page) => page.messages.map((message) => message.id)))
  const readFrom = Math.min(...read.pages.flatMap((page) => page.messages.map(time)))
  const older = loaded.pages
    .flatMap((page) => page.messages)
    .filter((message) => !readIds.has(message.id) && time(message) <= readFrom)
  if (older.length === 0) return read
  const completed = { ...oldest, messages: [...oldest.messages, ...older] }
  answeredPages.add(completed)
  return { ...read, pages: [...read.pages.slice(0, -1), completed] }
}

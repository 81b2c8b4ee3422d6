import type { InfiniteData } from '@tanstack/react-query'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { Message } from '../../../api/models.ts'
import { mergeMessages } from './message-state.ts'

/** A page of a conversation's messages, newest first (GET /messages/{uuid}). */
export function messagePage(ticketUuid: string, pageNumber: number) {
  return dataOf(
    atendo.GET('/api/messages/{ticketUuid}', { params: { path: { ticketUuid }, query: { pageNumber } } }),
  )
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

import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'
import type { ITicket } from '../tickets/index.ts'
import { Message } from './entities.ts'
import { loadMessageViews, type MessageView } from './message-view.ts'

/** Messages per page of a conversation. */
export const MESSAGES_PAGE_SIZE = 20

/** `selectedQueues` as the inbox sends it: a JSON array or a comma-separated list of queue ids. */
export function parseQueueIds(selectedQueues: string | undefined): number[] {
  if (!selectedQueues?.trim()) return []
  let values: unknown
  try {
    values = selectedQueues.trim().startsWith('[') ? JSON.parse(selectedQueues) : selectedQueues.split(',')
  } catch {
    values = undefined
  }
  const ids = Array.isArray(values) ? values.map((value) => Number(String(value).trim())) : [Number.NaN]
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0)) {
    throw new AppError('ERR_VALIDATION', {
      fields: [{ field: 'selectedQueues', message: 'must list queue ids' }],
    })
  }
  return ids
}

/**
 * One page of a conversation, newest page first and oldest message first within the page (the
 * inbox prepends older pages as the user scrolls up). Walks the `messages_ticket_page` index.
 * With queues selected, messages recorded under other queues are left out; messages without a
 * queue always show.
 */
export async function listMessages(
  em: Em,
  storage: MediaStorage,
  ticket: ITicket,
  options: { pageNumber?: number; queueIds?: number[] },
): Promise<{ messages: MessageView[]; count: number; hasMore: boolean }> {
  const offset = ((options.pageNumber ?? 1) - 1) * MESSAGES_PAGE_SIZE
  const queueIds = options.queueIds ?? []
  const where = {
    ticketId: ticket.id,
    ...(queueIds.length > 0 ? { $or: [{ queueId: { $in: queueIds } }, { queueId: null }] } : {}),
  }
  const [rows, count] = await em.findAndCount(Message, where, {
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: MESSAGES_PAGE_SIZE,
    offset,
  })
  const messages = await loadMessageViews(em, storage, ticket, rows.reverse())
  return { messages, count, hasMore: offset + rows.length < count }
}

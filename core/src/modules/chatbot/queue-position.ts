import type { IQueue } from '../queues/index.ts'
import { isEnabled } from '../settings/index.ts'
import { type BotTurn, render, reply } from './bot-turn.ts'

/**
 * With sendQueuePosition on, a ticket entering a queue is told its place among the queue's waiting
 * (pending) tickets, earliest opened first: `{{position}}` in sendQueuePositionMessage is 1 for the
 * first in line. The usual message variables work there too.
 */
export async function tellQueuePosition(turn: BotTurn, queue: IQueue): Promise<void> {
  const { sendQueuePosition, sendQueuePositionMessage } = turn.settings
  if (!isEnabled(sendQueuePosition) || !sendQueuePositionMessage.trim()) return
  const { ticket } = turn
  const [row] = await turn.tx.execute<{ ahead: number }[]>(
    `select count(*)::int as ahead from tickets
      where company_id = ? and queue_id = ? and status = 'pending' and id <> ?
        and (created_at, id) < (?, ?)`,
    [ticket.companyId, queue.id, ticket.id, ticket.createdAt, ticket.id],
  )
  const position = String((row?.ahead ?? 0) + 1)
  reply(turn, await render(turn, sendQueuePositionMessage, { position }))
}

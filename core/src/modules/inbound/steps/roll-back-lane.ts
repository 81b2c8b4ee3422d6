import type { InboundMessage } from '@atendo/plugin-api'
import { moveTicketLane } from '../../chatbot/index.ts'
import { type OpenedTicket, rollbackLanesOf } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * The customer answered: a ticket in a kanban lane with a `rollbackLaneId` (administration.md §3
 * Tag/lane) goes back to that lane, in the message's transaction (so once, with the message).
 * True when it moved.
 */
export async function rollBackLane(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
): Promise<boolean> {
  if (message.fromMe || message.imported || conversation.isGroup || ticket.isNew) return false
  // Found with the working ticket, which said it is in no such lane.
  if (ticket.inRollbackLane === false) return false
  const { tx, companyId } = context
  const lanes = await tx.execute<{ lane_id: number; rollback_lane_id: number }[]>(
    `select lane.id as lane_id, lane.rollback_lane_id ${rollbackLanesOf('?', '?')}`,
    [companyId, ticket.id],
  )
  let moved = false
  for (const lane of lanes) {
    const done = await moveTicketLane(tx, {
      companyId,
      ticketId: ticket.id,
      from: lane.lane_id,
      to: lane.rollback_lane_id,
      greeting: null,
    })
    moved ||= done
  }
  return moved
}

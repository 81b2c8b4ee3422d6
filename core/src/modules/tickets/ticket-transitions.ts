import type { TicketStatus } from './entities.ts'

/** What PUT /tickets/:id carries (inbox.md §7). */
export interface TicketChange {
  status?: TicketStatus
  userId?: number | null
  queueId?: number | null
  sendFarewellMessage?: boolean
  amountUsedBotQueues?: number
  msgTransfer?: string | null
  isTransfered?: boolean
  useIntegration?: boolean
}

/**
 * The transitions of inbox.md §4, plus `edit`: a working ticket keeping its status while its queue
 * or bot counters change (the queue-choice modal of a ticket opened without a queue).
 */
export type TicketAction = 'accept' | 'return' | 'resolve' | 'ignore' | 'reopen' | 'transfer' | 'edit'

/** The working status of a ticket being attended: group tickets are worked in the group status. */
export const attendedStatus = (ticket: { isGroup: boolean }): TicketStatus =>
  ticket.isGroup ? 'group' : 'open'

/**
 * A ticket attendants work on. One waiting for the contact's LGPD consent is not yet: it may only
 * be ignored (inbox.md §4), so accepting, transferring or editing it is refused (docs/lgpd.md).
 */
const working = (status: TicketStatus) => status !== 'closed' && status !== 'lgpd'
const attended = (status: TicketStatus) => status === 'open' || status === 'group'
const waiting = (status: TicketStatus) => status === 'pending' || status === 'lgpd'

/**
 * Which transition a change asks for, or undefined when the ticket cannot make it from its status.
 * A transfer is flagged (`isTransfered`) as the inbox's transfer dialog sends it; everything else
 * is read from the status asked for.
 */
export function actionOf(current: TicketStatus, change: TicketChange): TicketAction | undefined {
  if (change.isTransfered) return working(current) ? 'transfer' : undefined
  const wanted = change.status ?? current
  if (wanted === current) return working(current) ? 'edit' : undefined
  if (current === 'pending' && attended(wanted)) return 'accept'
  if (waiting(current) && wanted === 'closed') return 'ignore'
  // Group tickets are worked in the group status; returning one to its queue is allowed like an open one.
  if (attended(current) && wanted === 'pending') return 'return'
  if (attended(current) && wanted === 'closed') return 'resolve'
  if (current === 'closed' && attended(wanted)) return 'reopen'
  return undefined
}

import type { Caller } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { Em } from '../../kernel/db/orm.ts'
import { sqlPlaceholders } from '../../kernel/db/sql-fragments.ts'
import { UserQueue } from '../queues/index.ts'
import { User } from '../users/index.ts'
import { type ITicket, Ticket } from './entities.ts'
import { isClaimed } from './ticket-audience.ts'

/**
 * Who may see which ticket (inbox.md §6). Our reading of the switches, for a profile user:
 * - their own tickets, always;
 * - group tickets only with allowGroup: those without a queue, those of their queues, and with
 *   allHistoric those of any queue (groups are shared conversations, so the owner does not matter);
 * - waiting tickets (pending, or without an owner) of their queues;
 * - tickets without a queue only with allTicket;
 * - others' claimed tickets (open or closed, owned by someone else) with allUserChat within their
 *   queues (and without a queue when they also have allTicket);
 * - with allHistoric, every ticket that has a queue, whoever owns it ("other queues' conversations").
 * Admins (and the super admin) see every ticket of their company, and they alone see a ticket
 * waiting for the contact's LGPD consent (status `lgpd`, docs/lgpd.md): until the contact accepts,
 * the conversation is nobody's to attend.
 * The realtime rooms of ticket-audience.ts express exactly the same rules.
 */
export interface TicketViewer {
  userId: number
  isAdmin: boolean
  queueIds: number[]
  allTicket: boolean
  allowGroup: boolean
  allHistoric: boolean
  allUserChat: boolean
}

/** The viewer of a caller whose queue ids are known. */
export function viewerOf(caller: Caller, queueIds: number[]): TicketViewer {
  return {
    userId: caller.userId,
    isAdmin: caller.profile === 'admin' || caller.super,
    queueIds,
    allTicket: caller.switches.allTicket,
    allowGroup: caller.switches.allowGroup,
    allHistoric: caller.switches.allHistoric,
    allUserChat: caller.switches.allUserChat,
  }
}

/** Loads the caller's queues; `em` must be scoped to the caller's company. */
export async function loadViewer(em: Em, caller: Caller): Promise<TicketViewer> {
  const links = await em.find(UserQueue, { userId: caller.userId })
  return viewerOf(
    caller,
    links.map((link) => link.queueId),
  )
}

/**
 * The viewer a user is now, read from the database rather than from a caller resolved earlier
 * (a socket's caller is resolved once, at its handshake). Undefined when the user is gone.
 * `em` must be scoped to the user's company.
 */
export async function loadUserViewer(em: Em, userId: number): Promise<TicketViewer | undefined> {
  const user = await em.findOne(User, { id: userId })
  if (!user) return undefined
  const links = await em.find(UserQueue, { userId })
  return {
    userId,
    isAdmin: user.profile === 'admin' || user.super,
    queueIds: links.map((link) => link.queueId),
    allTicket: user.allTicket === 'enabled',
    allowGroup: user.allowGroup === 'enabled',
    allHistoric: user.allHistoric === 'enabled',
    allUserChat: user.allUserChat === 'enabled',
  }
}

type VisibleFields = Pick<ITicket, 'userId' | 'queueId' | 'isGroup' | 'status'>

/** Whether a viewer may see a ticket of their company. */
export function canViewerSee(viewer: TicketViewer, ticket: VisibleFields): boolean {
  if (viewer.isAdmin) return true
  if (ticket.status === 'lgpd') return false
  if (ticket.userId != null && ticket.userId === viewer.userId) return true
  const queueId = ticket.queueId ?? null
  if (ticket.isGroup) {
    if (!viewer.allowGroup) return false
    return queueId === null || viewer.queueIds.includes(queueId) || viewer.allHistoric
  }
  const claimed = isClaimed(ticket)
  if (queueId === null) return viewer.allTicket && (!claimed || viewer.allUserChat || viewer.allHistoric)
  if (viewer.allHistoric) return true
  return viewer.queueIds.includes(queueId) && (!claimed || viewer.allUserChat)
}

/** A SQL condition with its `?` parameters. */
export interface SqlCondition {
  sql: string
  params: unknown[]
}

/**
 * The same rule as `canViewerSee` as a SQL condition over `tickets` aliased `t`; the branches a
 * viewer's switches rule out are left out of the statement rather than sent as parameters.
 */
export function visibilitySql(viewer: TicketViewer): SqlCondition {
  if (viewer.isAdmin) return { sql: 'true', params: [] }
  const branches: string[] = ['t.user_id = ?']
  const params: unknown[] = [viewer.userId]
  const inMyQueues =
    viewer.queueIds.length > 0 ? `t.queue_id in (${sqlPlaceholders(viewer.queueIds)})` : 'false'
  const unclaimed = `(t.user_id is null or t.status = 'pending')`

  if (viewer.allowGroup) {
    const groupQueues = viewer.allHistoric ? 'true' : `(t.queue_id is null or ${inMyQueues})`
    branches.push(`(t.is_group and ${groupQueues})`)
    if (!viewer.allHistoric) params.push(...viewer.queueIds)
  }
  if (viewer.allTicket) {
    const claimAllowed = viewer.allUserChat || viewer.allHistoric ? 'true' : unclaimed
    branches.push(`(not t.is_group and t.queue_id is null and ${claimAllowed})`)
  }
  if (viewer.allHistoric) {
    branches.push('(not t.is_group and t.queue_id is not null)')
  } else if (viewer.queueIds.length > 0) {
    const claimAllowed = viewer.allUserChat ? 'true' : unclaimed
    branches.push(`(not t.is_group and ${inMyQueues} and ${claimAllowed})`)
    params.push(...viewer.queueIds)
  }
  return { sql: `(t.status <> 'lgpd' and (${branches.join(' or ')}))`, params }
}

/** Whether a caller may see a ticket (loads their queues). `em` must be scoped to the caller's company. */
async function canCallerSeeTicket(em: Em, caller: Caller, ticket: ITicket): Promise<boolean> {
  if (caller.profile === 'admin' || caller.super) return true
  return canViewerSee(await loadViewer(em, caller), ticket)
}

/**
 * A ticket of the caller's company that the caller may see. A hidden ticket answers like a missing
 * one (404 ERR_NO_TICKET_FOUND), so ids of other companies or out-of-scope tickets reveal nothing.
 */
export async function findVisibleTicket(
  em: Em,
  caller: Caller,
  where: { id: number } | { uuid: string },
): Promise<ITicket> {
  const ticket = await em.findOne(Ticket, where)
  if (!ticket || !(await canCallerSeeTicket(em, caller, ticket))) throw new AppError('ERR_NO_TICKET_FOUND')
  return ticket
}

import { AppError, type Caller } from '@atendo/plugin-api'
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { FastifyBaseLogger } from 'fastify'
import type { Em } from '../../kernel/db/orm.ts'
import type { Kernel } from '../../kernel/kernel.ts'
import { isEnabled, readTicketOptions } from '../settings/index.ts'
import { ContactTag } from '../tags/index.ts'
import type { ITicket } from './entities.ts'
import { handQueueEntryOver } from './queue-entry-handoff.ts'
import { sendAcceptedGreeting, sendFarewell, sendTransferMessages } from './ticket-auto-messages.ts'
import { emitTicketUpdate, type TicketAudienceBefore } from './ticket-events.ts'
import type { SendTicketText, TicketHooks } from './ticket-hooks.ts'
import { logTicket } from './ticket-logs.ts'
import { requireAttendant, requireQueue } from './ticket-requirements.ts'
import { actionOf, attendedStatus, type TicketAction, type TicketChange } from './ticket-transitions.ts'
import { findVisibleTicket } from './ticket-visibility.ts'
import { closesOnTransfer, transferIntoNewTicket } from './transfer-into-new-ticket.ts'
import { assertWorkHours } from './work-hours.ts'
import { findWorkingTicket, otherOpenTicketError } from './working-ticket-conflict.ts'

/** Who changes a ticket and with what. `em` is the caller's company-scoped EntityManager. */
export interface TicketUpdateContext {
  kernel: Kernel
  em: Em
  caller: Caller
  log: FastifyBaseLogger
  hooks: TicketHooks
}

const isAdmin = (caller: Caller) => caller.profile === 'admin' || caller.super

async function requireTagWhenClosing(em: Em, ticket: ITicket): Promise<void> {
  const { requiredTag } = await readTicketOptions(em, ticket.companyId, ['requiredTag'])
  if (!isEnabled(requiredTag)) return
  if ((await em.count(ContactTag, { contactId: ticket.contactId })) === 0)
    throw new AppError('ERR_TAG_REQUIRED')
}

/** A message to send once the change is saved. */
type FollowUp = (send: SendTicketText, em: Em, ticket: ITicket) => Promise<unknown>

/**
 * Applies one transition to the ticket (not yet flushed) and returns what must be sent afterwards.
 * Every transition writes its timeline entries.
 */
async function apply(
  context: TicketUpdateContext,
  ticket: ITicket,
  action: TicketAction,
  change: TicketChange,
): Promise<FollowUp | undefined> {
  const { em, caller } = context
  const me = caller.userId
  switch (action) {
    case 'accept': {
      ticket.queueId = await requireQueue(em, change.queueId ?? ticket.queueId)
      ticket.status = attendedStatus(ticket)
      ticket.userId = me
      ticket.unreadMessages = 0
      logTicket(em, ticket, { type: 'open', userId: me, queueId: ticket.queueId })
      return (send, em, saved) => sendAcceptedGreeting(send, em, saved, caller.name)
    }
    case 'return': {
      if (change.queueId !== undefined) ticket.queueId = await requireQueue(em, change.queueId)
      ticket.status = 'pending'
      ticket.userId = null
      logTicket(em, ticket, { type: 'pending', userId: me, queueId: ticket.queueId })
      return undefined
    }
    case 'resolve': {
      await requireTagWhenClosing(em, ticket)
      ticket.status = 'closed'
      ticket.userId = me
      ticket.closedAt = new Date()
      logTicket(em, ticket, { type: 'closed', userId: me, queueId: ticket.queueId })
      if (change.sendFarewellMessage === false) return undefined
      // With ratings on, the contact is asked for a rating first; the farewell follows their answer.
      const ratingQuestion = await context.hooks.requestRating(em, ticket, me)
      if (ratingQuestion) return (send, em, saved) => send(em, saved, ratingQuestion)
      return (send, em, saved) => sendFarewell(send, em, saved, me)
    }
    case 'ignore': {
      if (!isAdmin(caller) && !caller.switches.userClosePendingTicket) throw new AppError('ERR_NO_PERMISSION')
      ticket.status = 'closed'
      ticket.userId = me
      ticket.closedAt = new Date()
      logTicket(em, ticket, { type: 'closed', userId: me, queueId: ticket.queueId })
      // A waiting ticket closes silently unless the company says farewell there too.
      const options = await readTicketOptions(em, ticket.companyId, ['sendFarewellWaitingTicket'])
      if (!isEnabled(options.sendFarewellWaitingTicket)) return undefined
      return (send, em, saved) => sendFarewell(send, em, saved, me)
    }
    case 'reopen': {
      ticket.queueId = await requireQueue(em, change.queueId ?? ticket.queueId)
      ticket.status = attendedStatus(ticket)
      ticket.userId = me
      ticket.closedAt = null
      ticket.unreadMessages = 0
      logTicket(em, ticket, { type: 'reopen', userId: me, queueId: ticket.queueId })
      return undefined
    }
    case 'transfer': {
      const fromQueueId = ticket.queueId ?? null
      ticket.queueId = await requireQueue(em, change.queueId ?? ticket.queueId)
      const toUserId = await requireAttendant(em, change.userId)
      ticket.userId = toUserId
      ticket.status = toUserId === null ? 'pending' : attendedStatus(ticket)
      ticket.isTransfered = true
      logTicket(
        em,
        ticket,
        { type: 'transfered', userId: me, queueId: fromQueueId },
        { type: 'receivedTransfer', userId: toUserId, queueId: ticket.queueId },
      )
      const transfer = { userId: me, queueChanged: fromQueueId !== ticket.queueId, note: change.msgTransfer }
      return (send, em, saved) => sendTransferMessages(send, em, saved, transfer)
    }
    case 'edit': {
      if (change.userId !== undefined && change.userId !== (ticket.userId ?? null)) {
        throw new AppError('ERR_INVALID_TRANSITION', {
          message: 'Use a transfer to change who owns the ticket',
        })
      }
      if (change.queueId !== undefined && change.queueId !== (ticket.queueId ?? null)) {
        ticket.queueId = await requireQueue(em, change.queueId)
        logTicket(em, ticket, { type: 'queue', userId: me, queueId: ticket.queueId })
      }
      return undefined
    }
  }
}

/** Sends what a saved change owes the contact; a channel failure is logged, the change stays. */
async function runFollowUp(
  context: TicketUpdateContext,
  ticket: ITicket,
  action: TicketAction,
  followUp: FollowUp | undefined,
): Promise<void> {
  if (!followUp) return
  try {
    await followUp(context.hooks.sendText, context.em, ticket)
  } catch (error) {
    context.log.warn(
      { err: error, ticketId: ticket.id, action },
      'the automatic message of a ticket change was not sent',
    )
  }
}

/**
 * A transfer in a company with closeTicketOnTransfer: the ticket closes and a new one goes on
 * (transfer-into-new-ticket.ts); the answer is the new ticket, where the transfer messages go.
 */
async function handOver(
  context: TicketUpdateContext,
  ticket: ITicket,
  change: TicketChange,
): Promise<ITicket> {
  const { kernel, em, caller } = context
  const fromQueueId = ticket.queueId ?? null
  const { closed, closedBefore, successor } = await transferIntoNewTicket(em, caller, ticket, change)
  await emitTicketUpdate(kernel.realtime, em, closed, closedBefore)
  await emitTicketUpdate(kernel.realtime, em, successor)
  const transfer = {
    userId: caller.userId,
    queueChanged: fromQueueId !== successor.queueId,
    note: change.msgTransfer,
  }
  await runFollowUp(context, successor, 'transfer', (send, em, saved) =>
    sendTransferMessages(send, em, saved, transfer),
  )
  await handQueueEntryOver(kernel, em, context.log, successor, null)
  return successor
}

/**
 * PUT /tickets/:id: the state machine of inbox.md §4. The caller must see the ticket (else 404).
 * The change is saved with its timeline entries in one flush, the sockets that see (or stop seeing)
 * the ticket are told, then the greeting, farewell or transfer messages are sent; a channel failure
 * there is logged and does not undo the transition.
 */
export async function updateTicket(
  context: TicketUpdateContext,
  ticketId: number,
  change: TicketChange,
): Promise<ITicket> {
  const { kernel, em, caller } = context
  const ticket = await findVisibleTicket(em, caller, { id: ticketId })
  const action = actionOf(ticket.status, change)
  if (!action) {
    throw new AppError('ERR_INVALID_TRANSITION', {
      details: { from: ticket.status, to: change.status ?? ticket.status },
    })
  }
  // Taking a ticket to work it is refused outside the caller's work hours; closing or handing it on is not.
  if (action === 'accept' || action === 'reopen') await assertWorkHours(em, kernel.clock, caller)
  if (action === 'transfer' && (await closesOnTransfer(em, ticket.companyId))) {
    return handOver(context, ticket, change)
  }
  const previous: TicketAudienceBefore = {
    userId: ticket.userId,
    queueId: ticket.queueId,
    status: ticket.status,
  }
  const followUp = await apply(context, ticket, action, change)
  if (ticket.userId != null || ticket.status === 'closed') {
    // A human has the ticket now: the bot stops, and forgets where it was in its menus.
    ticket.isBot = false
    await context.hooks.forgetBotState(em, ticket.id)
  }
  if (change.amountUsedBotQueues !== undefined) ticket.amountUsedBotQueues = change.amountUsedBotQueues
  if (change.useIntegration !== undefined) ticket.useIntegration = change.useIntegration

  try {
    await em.flush()
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error
    // Only a closed ticket coming back can meet the one-working-ticket index: another one took its place.
    const other = await findWorkingTicket(em.fork(), {
      contactId: ticket.contactId,
      connectionId: ticket.connectionId ?? null,
      excludeId: ticket.id,
    })
    if (!other) throw new AppError('ERR_OTHER_OPEN_TICKET', { cause: error })
    throw await otherOpenTicketError(em.fork(), other)
  }
  await emitTicketUpdate(kernel.realtime, em, ticket, previous)
  await runFollowUp(context, ticket, action, followUp)
  await handQueueEntryOver(kernel, em, context.log, ticket, previous.queueId ?? null)
  return ticket
}

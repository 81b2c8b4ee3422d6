import type { InboundHandler } from '@atendo/plugin-api'
import { answerCollectiveVacation } from '../steps/answer-collective-vacation.ts'
import { askConsent } from '../steps/ask-consent.ts'
import { directToWallet } from '../steps/direct-to-wallet.ts'
import { queueForChatbot } from '../steps/queue-for-chatbot.ts'
import { refuseAudio } from '../steps/refuse-audio.ts'
import { rollBackLane } from '../steps/roll-back-lane.ts'
import { takeConsentAnswer } from '../steps/take-consent-answer.ts'
import { takeRatingAnswer } from '../steps/take-rating-answer.ts'
import { pipelineOf } from './handler-context.ts'

/**
 * A core dialog's answer (rating, consent): it takes a message nobody has placed on a ticket yet,
 * and then nobody after it sees the message.
 */
function dialogAnswer(
  id: string,
  order: number,
  take: typeof takeRatingAnswer | typeof takeConsentAnswer,
): InboundHandler {
  return {
    id,
    order,
    phase: 'in-transaction',
    async handle(ctx) {
      const pipeline = pipelineOf(ctx)
      if (pipeline.placed) return
      pipeline.taken = await take(pipeline.context, pipeline.message, pipeline.conversation)
    },
  }
}

/**
 * 100: the answer to a rating question the person has open (ratings/): stored on the rated,
 * closed ticket, which stays closed; nobody after it sees the message. Runs before the message
 * is put on a ticket, so it only takes one nobody placed yet.
 */
const ratingAnswer = dialogAnswer('core.rating', 100, takeRatingAnswer)

/** 200: the answer to the LGPD consent question of the person's waiting ticket (lgpd/). */
const consentAnswer = dialogAnswer('core.lgpd-answer', 200, takeConsentAnswer)

/** 300: an audio from a contact who does not accept audio gets the answer asking for text. */
const audioNotice: InboundHandler = {
  id: 'core.audio-notice',
  order: 300,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const { ticket } = await pipeline.placedForHandlers()
    if (await refuseAudio(pipeline.context, pipeline.message, ticket, pipeline.conversation)) {
      pipeline.repliesLeft = true
    }
  },
}

/**
 * 320: the customer answered, so a ticket in a kanban lane with a rollback lane goes back there.
 * It leaves the message to the handlers after it.
 */
const laneRollback: InboundHandler = {
  id: 'core.lane-rollback',
  order: 320,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const { ticket } = await pipeline.placedForHandlers()
    await rollBackLane(pipeline.context, pipeline.message, ticket, pipeline.conversation)
  },
}

/**
 * 350: during the connection's collective vacation the person gets the vacation message (once
 * per ticket) and nothing after it answers: no consent question, no chatbot.
 */
const collectiveVacation: InboundHandler = {
  id: 'core.collective-vacation',
  order: 350,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const { ticket } = await pipeline.placedForHandlers()
    if (await answerCollectiveVacation(pipeline.context, pipeline.message, ticket, pipeline.conversation)) {
      pipeline.repliesLeft = true
      pipeline.claimedBy = collectiveVacation.id
    }
  },
}

/**
 * 400: a ticket this message opened (or reopened) waits for the person's LGPD consent when the
 * company asks for it; the consent dialog then owns the ticket, so nothing after it talks over
 * the question (the status `lgpd` records it, not `automation`).
 */
const consentQuestion: InboundHandler = {
  id: 'core.lgpd-consent',
  order: 400,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const placed = await pipeline.placedForHandlers()
    placed.ticket = await askConsent(pipeline.context, pipeline.message, placed.ticket, pipeline.conversation)
    if (placed.ticket.status !== 'lgpd') return
    pipeline.repliesLeft = true
    pipeline.claimedBy = consentQuestion.id
  },
}

/**
 * 450: with DirectTicketsToWallets, a ticket the message opened goes to the contact's wallet
 * owner (open, theirs); the chatbot then leaves it alone, as it does every attended ticket.
 */
const walletOwner: InboundHandler = {
  id: 'core.wallet',
  order: 450,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const placed = await pipeline.placedForHandlers()
    placed.ticket = await directToWallet(
      pipeline.context,
      pipeline.message,
      placed.ticket,
      pipeline.conversation,
    )
  },
}

/**
 * 500: a waiting ticket's message goes to the queue chatbot (a durable turn), unless another
 * automation drives the ticket. It leaves the message to the handlers after it (the chatbot
 * only answers waiting tickets, and steps aside once an attendant takes one).
 */
const queueChatbot: InboundHandler = {
  id: 'core.chatbot',
  order: 500,
  phase: 'in-transaction',
  async handle(ctx) {
    const pipeline = pipelineOf(ctx)
    const { ticket, stored } = await pipeline.placedForHandlers()
    if (ticket.status !== 'pending') return
    // Only a plugin's handler records an automation: without one, no ticket has any to check.
    if (pipeline.pluginHandlers && (await ctx.ticket()).automation !== null) return
    // A plugin's handler before this one may have moved the ticket: what the batch read of it at
    // its start is then not used.
    const outlook = pipeline.pluginHandlers ? undefined : pipeline.context.readAhead?.takeBotOutlook()
    await queueForChatbot(pipeline.context, pipeline.message, ticket, pipeline.conversation, stored, outlook)
  },
}

/** Core's inbound handlers: contributors like any plugin's, in the same order. */
export const coreInboundHandlers: readonly InboundHandler[] = [
  ratingAnswer,
  consentAnswer,
  audioNotice,
  laneRollback,
  collectiveVacation,
  consentQuestion,
  walletOwner,
  queueChatbot,
]

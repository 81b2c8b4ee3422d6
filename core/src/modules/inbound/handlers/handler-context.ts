import type { InboundHandler, InboundHandlerContext, InboundPhase } from '@atendo/plugin-api'
import { companyEm } from '../../../kernel/db/orm.ts'
import { deliverTurn, leaveReply, withTicketBotLock } from '../../chatbot/index.ts'
import type { MessagePipeline } from './message-pipeline.ts'
import { claimTicket, handTicketOver, ticketView } from './ticket-automation.ts'

const pipelines = new WeakMap<InboundHandlerContext, MessagePipeline>()

/**
 * The pipeline behind a handler's context: core's own handlers (core-handlers.ts) reach the
 * message's internals through it; plugins never get it.
 */
export function pipelineOf(context: InboundHandlerContext): MessagePipeline {
  const pipeline = pipelines.get(context)
  if (!pipeline) throw new Error('not an inbound handler context of this process')
  return pipeline
}

/** What one handler gets for the message, in one phase. */
export function handlerContext(
  pipeline: MessagePipeline,
  handler: InboundHandler,
  phase: InboundPhase,
): InboundHandlerContext {
  const { context, message, conversation } = pipeline
  const { companyId, connection } = context
  const inTransaction = phase === 'in-transaction'
  const em = inTransaction ? context.tx : companyEm(context.services.kernel.orm, companyId)
  const placed = async () => (inTransaction ? pipeline.placedForHandlers() : pipeline.placed!)
  const handlerContext: InboundHandlerContext = {
    companyId,
    connection: { id: connection.id, name: connection.name, channel: connection.channel },
    message: {
      externalId: message.externalId,
      text: message.body,
      mediaType: message.mediaType,
      sentAt: new Date(message.timestamp),
      fromMe: message.fromMe,
      imported: message.imported === true,
      inGroup: conversation.isGroup,
    },
    contact: {
      id: conversation.contact.id,
      name: conversation.contact.name,
      number: conversation.contact.number,
    },
    em,
    async ticket() {
      const { ticket } = await placed()
      return ticketView(em, companyId, ticket.id, ticket.isNew)
    },
    async reply(text) {
      const { ticket } = await placed()
      if (inTransaction) {
        await leaveReply(em, companyId, ticket.id, text)
        pipeline.repliesLeft = true
        return
      }
      const { kernel, log } = context.services
      await em.transactional((tx) => leaveReply(tx, companyId, ticket.id, text))
      await withTicketBotLock(kernel.locks, ticket.id, () =>
        deliverTurn({ kernel, log }, companyId, ticket.id, undefined),
      )
    },
    async claim() {
      const { ticket } = await placed()
      const claimed = await claimTicket(em, companyId, ticket.id, handler.id)
      if (claimed) pipeline.claimedBy = handler.id
      return claimed
    },
    async handOver() {
      const { ticket } = await placed()
      await handTicketOver(em, companyId, ticket.id, handler.id)
    },
  }
  pipelines.set(handlerContext, pipeline)
  return handlerContext
}

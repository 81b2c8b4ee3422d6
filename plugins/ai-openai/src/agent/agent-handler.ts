import type { Clock, ConnectionsApi, InboundHandler, Job, MessagesApi, TicketsApi } from '@atendo/plugin-api'
import { Prompt } from '../prompts/entities.ts'
import { agentTicket, forgetTicket, takeTicket } from './agent-tickets.ts'

/** The automation the agent records on the tickets it drives. */
export const agentHandlerId = 'ai-openai.agent'

export interface AnswerJobData {
  companyId: number
  ticketId: number
  messageId: number
}

/** The prompt a connection names in its integrations tab (`promptId`), if any. */
function promptIdOf(options: Record<string, unknown> | undefined): number | undefined {
  const promptId = options?.promptId
  return typeof promptId === 'number' && Number.isInteger(promptId) && promptId > 0 ? promptId : undefined
}

/**
 * Takes a customer's message for the OpenAI agent, inside the message's transaction and before the
 * queue chatbot (order 490, the chatbot is 500): a waiting ticket nobody attends, on a connection
 * with a prompt, that the chatbot has not routed to a queue yet (or that the agent already drives),
 * unless the agent handed this conversation over. It claims the ticket and enqueues the answer
 * durably: the AI call runs in a job, so inbound messages never wait for OpenAI. Outside the
 * company's hours (scheduleType) it starts no conversation: the queue chatbot sends the
 * out-of-hours message, and the agent takes the first message within the hours.
 */
export function agentHandler(services: {
  connections: ConnectionsApi
  messages: MessagesApi
  tickets: TicketsApi
  clock: Clock
  answer: Job<AnswerJobData>
}): InboundHandler {
  return {
    id: agentHandlerId,
    order: 490,
    phase: 'in-transaction',
    async handle(ctx) {
      const { companyId, em } = ctx
      const ticket = await ctx.ticket()
      if (ticket.status !== 'pending' || ticket.userId !== null) return
      if (ticket.automation !== null && ticket.automation !== agentHandlerId) return
      if (ticket.isNew && ticket.automation === null) await forgetTicket(em, companyId, ticket.id)
      const taken = await agentTicket(em, companyId, ticket.id)
      if (taken?.handedOverAt) return
      if (!taken) {
        if (ticket.queueId !== null) return
        const connection = await services.connections.find(companyId, ctx.connection.id)
        const promptId = promptIdOf(connection?.options)
        if (!promptId || !(await em.findOne(Prompt, { id: promptId, companyId }))) return
        if (await services.tickets.outOfHours(companyId, ticket.id)) return
        await takeTicket(em, companyId, ticket.id, promptId, services.clock.now())
      }
      if (!(await ctx.claim())) return
      const [message] = await services.messages.findByExternalIds(companyId, ctx.connection.id, [
        ctx.message.externalId,
      ])
      if (!message) return
      await services.answer.enqueueIn(
        em,
        { companyId, ticketId: ticket.id, messageId: message.id },
        { companyId },
      )
    },
  }
}

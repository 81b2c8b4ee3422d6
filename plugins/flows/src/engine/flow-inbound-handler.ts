import type { ContactsApi, InboundHandler } from '@atendo/plugin-api'
import { type ChooseFlowServices, chooseFlow } from './choose-flow.ts'
import type { FlowEngine } from './flow-engine.ts'
import { activeRun, endRun, flowAutomation } from './run-records.ts'

export interface FlowInboundServices extends ChooseFlowServices {
  contacts: Pick<ContactsApi, 'find'>
}

/**
 * The customer's message, as flows see it (docs/flows.md "Which flow starts", "The queue
 * chatbot"): it answers the flow that waits on the ticket, or starts the flow a phrase campaign
 * or the connection names. It runs in the message's transaction before core's queue chatbot
 * (500) and claims the ticket, so while a flow drives a ticket the chatbot stays silent.
 */
export function flowInboundHandler(engine: FlowEngine, services: FlowInboundServices): InboundHandler {
  return {
    id: flowAutomation,
    order: 480,
    phase: 'in-transaction',
    async handle(ctx) {
      const ticket = await ctx.ticket()
      if (ticket.automation !== null && ticket.automation !== flowAutomation) return
      const attended = ticket.status !== 'pending' || ticket.userId !== null
      const contact = await services.contacts.find(ctx.companyId, ctx.contact.id)
      const botOff = !contact || contact.disableBot
      const run = await activeRun(ctx.em, ctx.companyId, ticket.id, true)
      if (run && (attended || botOff)) {
        await endRun(ctx.em, ctx.companyId, run.id, attended ? 'attended' : 'bot-disabled')
        await ctx.handOver()
        return
      }
      if (run) {
        if (!(await ctx.claim())) return
        await engine.answerIn(ctx.em, run, ctx.message.text)
        return
      }
      if (attended || botOff) return
      const flowId = await chooseFlow(services, ctx, ticket)
      const started =
        flowId !== undefined &&
        (await ctx.claim()) &&
        (await engine.startIn(ctx.em, {
          companyId: ctx.companyId,
          ticketId: ticket.id,
          contactId: ctx.contact.id,
          connectionId: ctx.connection.id,
          flowId,
        }))
      // A ticket whose flow ended (or never started) goes back to the attendants and the chatbot.
      if (!started && (ticket.automation === flowAutomation || flowId !== undefined)) await ctx.handOver()
    },
  }
}

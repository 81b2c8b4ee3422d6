import type {
  ConnectionsApi,
  Em,
  InboundHandlerContext,
  InboundTicketView,
  TicketsApi,
} from '@atendo/plugin-api'
import { phraseMatches } from './phrase-match.ts'

export interface ChooseFlowServices {
  connections: Pick<ConnectionsApi, 'find'>
  tickets: Pick<TicketsApi, 'list'>
}

/** The phrase campaign (of this connection, or of any) whose phrase the text contains. */
async function phraseFlow(em: Em, companyId: number, connectionId: number, text: string) {
  if (text.trim() === '') return undefined
  const campaigns = await em.execute<{ flow_id: number; phrase: string }[]>(
    `select p.flow_id, p.phrase from flows_phrase_campaigns p
       join flows f on f.id = p.flow_id and f.company_id = p.company_id
      where p.company_id = ? and p.status and f.active and (p.whatsapp_id = ? or p.whatsapp_id is null)
      order by (p.whatsapp_id is null), p.id`,
    [companyId, connectionId],
  )
  return campaigns.find((campaign) => phraseMatches(campaign.phrase, text))?.flow_id
}

const optionId = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined)

/**
 * The flow a message starts on a ticket no flow drives (docs/flows.md "Which flow starts"):
 * a phrase campaign whose phrase the text contains (the connection's own first, then those of
 * any connection); else, on a message that opened the ticket, the connection's welcome flow
 * for a contact's first conversation, or its not-phrase flow otherwise.
 */
export async function chooseFlow(
  services: ChooseFlowServices,
  ctx: Pick<InboundHandlerContext, 'em' | 'companyId' | 'connection' | 'message' | 'contact'>,
  ticket: InboundTicketView,
): Promise<number | undefined> {
  const byPhrase = await phraseFlow(ctx.em, ctx.companyId, ctx.connection.id, ctx.message.text)
  if (byPhrase) return byPhrase
  if (!ticket.isNew) return undefined
  const connection = await services.connections.find(ctx.companyId, ctx.connection.id)
  const options = connection?.options ?? {}
  const earlier = await services.tickets.list(ctx.companyId, { contactId: ctx.contact.id, limit: 2 })
  const firstConversation = earlier.every((other) => other.id === ticket.id)
  const welcome = optionId(options.flowIdWelcome)
  if (firstConversation && welcome) return welcome
  return optionId(options.flowIdNotPhrase)
}

import type {
  ChatbotHandoff,
  ChatbotHandoffTaker,
  Clock,
  ConnectionsApi,
  ContactsApi,
  DbApi,
  MessagesApi,
  TicketsApi,
} from '@atendo/plugin-api'
import type { FastifyBaseLogger } from 'fastify'
import { sendFileList } from '../file-lists/send-file-list.ts'
import { findIntegrationRow } from '../queue-integrations/integration-records.ts'
import type { IntegrationEngine } from './integration-engine.ts'
import { integrationAutomation } from './runtime-id.ts'
import { startSession } from './sessions.ts'

export interface HandoffTakerDeps {
  db: DbApi
  tickets: TicketsApi
  contacts: ContactsApi
  connections: ConnectionsApi
  messages: MessagesApi
  engine: IntegrationEngine
  clock: Clock
  log: FastifyBaseLogger
}

/**
 * Where core's chatbot takes a ticket (plugin-api chatbot-handoffs): a file list is sent at once;
 * an integration takes the ticket over at that moment, not at the customer's next message. It
 * claims the ticket, starts a fresh session and runs its first turn as a durable job: Typebot
 * starts the bot without a message (its first bubbles greet the customer), flowbuilder starts the
 * flow, n8n/webhook and Dialogflow get the customer's message that chose the option or queue.
 * An attendant's transfer into the queue (`via: 'transfer'`) is taken at once too: Typebot and
 * flowbuilder start; n8n/webhook and Dialogflow, which answer messages, hold the ticket (the
 * chatbot no longer offers its menu) and get the customer's next message. A ticket an attendant
 * or another automation holds, or one the company's hours close, is left alone.
 */
/** Integrations that start a conversation without a message of the customer's. */
const startsAlone = (type: string) => type === 'typebot' || type === 'flowbuilder'

export function handoffTaker(deps: HandoffTakerDeps): ChatbotHandoffTaker {
  async function takeOver(handoff: ChatbotHandoff, integrationId: number): Promise<void> {
    const { companyId, ticketId } = handoff
    const em = deps.db.forCompany(companyId)
    const integration = await findIntegrationRow(em, companyId, integrationId)
    if (!integration) {
      deps.log.warn(
        { companyId, ticketId, integrationId },
        'the chatbot named a queue integration that is gone',
      )
      return
    }
    const ticket = await deps.tickets.find(companyId, ticketId)
    if (!ticket?.connectionId || ticket.status !== 'pending' || ticket.userId !== null) return
    // Out of hours the customer hears only the out-of-hours message; the integration starts at
    // their first message within the hours (integration-handler.ts).
    if (await deps.tickets.outOfHours(companyId, ticketId)) return
    const contact = await deps.contacts.find(companyId, ticket.contactId)
    const connection = await deps.connections.find(companyId, ticket.connectionId)
    if (!contact || !connection) return
    if (!(await deps.tickets.claim(companyId, ticketId, integrationAutomation))) return
    const now = deps.clock.now()
    const waitsForMessage = handoff.via === 'transfer' && !startsAlone(integration.type)
    await em.transactional(async (tx) => {
      await startSession(tx, companyId, ticketId, integrationId, now)
      if (waitsForMessage) return
      await deps.engine.turnJob.enqueueIn(
        tx,
        {
          companyId,
          ticketId,
          integrationId,
          contact: { id: contact.id, name: contact.name, number: contact.number },
          connection: { id: connection.id, name: connection.name, channel: connection.channel },
          message: {
            externalId: `handoff-${ticketId}-${now.getTime()}`,
            text: integration.type === 'typebot' ? '' : handoff.text,
            mediaType: null,
            sentAt: now.toISOString(),
          },
        },
        { companyId },
      )
    })
  }

  return {
    id: 'integrations.handoff',
    async take(handoff) {
      if (handoff.fileListId !== null) {
        const sent = await sendFileList(deps, handoff.companyId, handoff.ticketId, handoff.fileListId)
        if (!sent) deps.log.warn(handoff, 'the chatbot named a file list that is gone')
      }
      if (handoff.integrationId !== null) await takeOver(handoff, handoff.integrationId)
    },
  }
}

import type { InboundMessage } from '@atendo/plugin-api'
import { askConsentIfDue } from '../../lgpd/index.ts'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * Step 4a, once the message is stored (so a redelivered message, stored already, never asks
 * twice): a person's own live message that opened a ticket, or reopened one within the
 * connection's reopen window, makes it wait for their LGPD consent when the company asks for it
 * (lgpd/ask-consent.ts). The ticket is then `lgpd` instead of `pending`: the queue chatbot and the
 * plugins' steps leave it alone, and the consent message goes out once the event is committed.
 * Answers the ticket as it now is.
 */
export async function askConsent(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
): Promise<OpenedTicket> {
  if (message.fromMe || message.imported || conversation.isGroup) return ticket
  if (ticket.status !== 'pending' || !(ticket.isNew || ticket.reopened)) return ticket
  const asked = await askConsentIfDue(context.tx, {
    companyId: context.companyId,
    connectionId: context.connection.id,
    contactId: conversation.contact.id,
    ticketId: ticket.id,
    isNew: ticket.isNew,
  })
  return asked ? { ...ticket, status: 'lgpd' } : ticket
}

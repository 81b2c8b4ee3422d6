import { findOrOpenTicket, type OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * Step 2: the working ticket of the conversation on this connection; else the contact's last
 * ticket when it was closed within the connection's reopen window; else a new one. What the event's
 * batch read ahead (batch/look-ahead.ts) stands for the first lookup.
 */
export function openTicket(context: InboundContext, conversation: Conversation): Promise<OpenedTicket> {
  // A contact this transaction created has no ticket anywhere yet: nothing to look for.
  const created = conversation.contact.created ? { contactId: conversation.contact.id, row: null } : undefined
  const working = context.readAhead?.takeWorkingTicket() ?? created
  return findOrOpenTicket(context.tx, {
    ...(working ? { working } : {}),
    companyId: context.companyId,
    contactId: conversation.contact.id,
    connection: context.connection,
    isGroup: conversation.isGroup,
  })
}

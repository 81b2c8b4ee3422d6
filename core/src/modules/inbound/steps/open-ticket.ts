import { findOrOpenTicket, type OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * Step 2: the working ticket of the conversation on this connection; else the contact's last
 * ticket when it was closed within the connection's reopen window; else a new one.
 */
export function openTicket(context: InboundContext, conversation: Conversation): Promise<OpenedTicket> {
  return findOrOpenTicket(context.tx, {
    companyId: context.companyId,
    contactId: conversation.contact.id,
    connection: context.connection,
    isGroup: conversation.isGroup,
  })
}

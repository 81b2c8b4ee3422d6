import type { InboundMessage } from '@atendo/plugin-api'
import type { OpenedTicket } from '../../tickets/index.ts'
import type { InboundContext } from '../inbound-context.ts'
import type { Conversation } from './resolve-conversation.ts'

/**
 * With the company option DirectTicketsToWallets enabled, a ticket a customer's message just
 * opened (or reopened) goes straight to the attendant whose wallet the contact is in (contact
 * `walletUserId`): open and theirs, without waiting in a queue or for the chatbot. The update
 * only takes a ticket still waiting without an attendant, in the message's transaction.
 * Answers the ticket as it is now.
 */
export async function directToWallet(
  context: InboundContext,
  message: InboundMessage,
  ticket: OpenedTicket,
  conversation: Conversation,
): Promise<OpenedTicket> {
  if (message.fromMe || message.imported || conversation.isGroup) return ticket
  if (!(ticket.isNew || ticket.reopened) || ticket.status !== 'pending') return ticket
  const { tx, companyId } = context
  const [moved] = await tx.execute<{ user_id: number }[]>(
    `update tickets t set user_id = c.wallet_user_id, status = 'open', updated_at = now()
       from contacts c
      where t.id = ? and t.company_id = ? and t.status = 'pending' and t.user_id is null
        and c.id = t.contact_id and c.company_id = t.company_id and c.wallet_user_id is not null
        and exists (select 1 from users u where u.id = c.wallet_user_id and u.company_id = t.company_id)
        and exists (select 1 from company_settings s where s.company_id = t.company_id
                     and s.key = 'DirectTicketsToWallets' and s.value = 'enabled')
      returning t.user_id`,
    [ticket.id, companyId],
  )
  if (!moved) return ticket
  await tx.execute(
    `insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id, created_at) values (?, ?, 'open', ?, ?, now())`,
    [companyId, ticket.id, moved.user_id, ticket.queueId],
  )
  return { ...ticket, status: 'open' }
}

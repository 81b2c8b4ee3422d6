import type { Em } from '../../kernel/db/orm.ts'
import { greetWaitingTicket, openBotTurn, saveBotTurn } from '../chatbot/index.ts'
import { logTicket } from '../tickets/index.ts'
/**
 * The contact consents (`1`): `contacts.lgpd_accepted_at` is now, so their next tickets are not
 * asked again (unless the connection always asks). The ticket starts waiting as any new ticket
 * does: status `pending` with a `pending` timeline entry by nobody, and the queue chatbot's
 * greeting or queue list (greet-waiting-ticket.ts), decided in this same transaction and left in
 * the outbox. The ticket is locked by the caller, on the connection the answer came from.
 */
export async function acceptConsent(
  tx: Em,
  who: { companyId: number; contactId: number; ticketId: number },
  now = new Date(),
): Promise<void> {
  await tx.execute(
    'update contacts set lgpd_accepted_at = ?, updated_at = now() where id = ? and company_id = ?',
    [now, who.contactId, who.companyId],
  )
  const turn = await openBotTurn(tx, who.ticketId, now)
  // The ticket, its contact and its connection are this transaction's rows: they cannot be gone.
  if (!turn) throw new Error(`ticket ${who.ticketId} vanished while its consent was taken`)
  turn.ticket.status = 'pending'
  logTicket(tx, turn.ticket, { type: 'pending', userId: null, queueId: turn.ticket.queueId })
  await greetWaitingTicket(turn)
  await saveBotTurn(turn)
}

import type { Em } from '../../kernel/db/orm.ts'
import { leaveReply, readMenuAnswer, type TicketBefore } from '../chatbot/index.ts'
import { acceptConsent } from './accept-consent.ts'
import { consentMessageFor } from './consent-message.ts'
import { readConsentSettings } from './consent-settings.ts'
import { maxConsentRepeats } from './consent-texts.ts'
import { type ObfuscatedMessages, refuseConsent } from './refuse-consent.ts'

/**
 * The contact's side of the consent dialog, inside the inbound event's transaction
 * (docs/lgpd.md). Answers to the contact are left in the automatic answers' outbox
 * (`chatbot_replies`) and go out after the commit, like the queue chatbot's.
 */

/** A ticket waiting for its contact's consent, locked by this transaction. */
export interface ConsentTicket {
  id: number
  queueId: number | null
  /** How often the consent message went out on it so far. */
  asks: number
  /** The ticket as its views showed it, for the live event of its change. */
  before: TicketBefore
}

interface ConsentTicketRow {
  id: number
  queue_id: number | null
  user_id: number | null
  is_bot: boolean
  amount_used_bot_queues: number
  lgpd_consent_asks: number
}

/**
 * The contact's ticket waiting for consent on this connection, locked `for update`, so two quick
 * messages are read one after the other: the second sees what the first did (a ticket accepted or
 * refused meanwhile no longer matches, and the message goes on as any other). Undefined when none.
 */
export async function consentTicketOf(
  tx: Em,
  who: { companyId: number; contactId: number; connectionId: number },
): Promise<ConsentTicket | undefined> {
  const [row] = await tx.execute<ConsentTicketRow[]>(
    `select id, queue_id, user_id, is_bot, amount_used_bot_queues, lgpd_consent_asks from tickets
      where company_id = ? and contact_id = ? and coalesce(connection_id, 0) = ? and status = 'lgpd'
      limit 1
      for update`,
    [who.companyId, who.contactId, who.connectionId],
  )
  if (!row) return undefined
  return {
    id: row.id,
    queueId: row.queue_id,
    asks: row.lgpd_consent_asks,
    before: {
      status: 'lgpd',
      userId: row.user_id,
      queueId: row.queue_id,
      isBot: row.is_bot,
      amountUsedBotQueues: row.amount_used_bot_queues,
    },
  }
}

/** What a message says to the consent question: 1 accepts, 2 refuses, anything else is no answer. */
export type ConsentReply = 'accept' | 'refuse' | 'other'

/**
 * Read as leniently as a chatbot menu choice (menu-text.ts): `1`, `*1*`, `1.` and `1)` accept;
 * `0` and `#` (the menus' "back") are no answer here.
 */
export function consentReplyOf(body: string): ConsentReply {
  const answer = readMenuAnswer(body, 2)
  if (answer.kind !== 'choice') return 'other'
  return answer.index === 0 ? 'accept' : 'refuse'
}

/** What answering changed, for the live events once committed. */
export interface ConsentOutcome {
  reply: ConsentReply
  /** The ticket's state before, when its views changed (accepted or refused). */
  before: TicketBefore | undefined
  /** The contact's messages hidden on refusal (lgpdObfuscate); empty otherwise. */
  obfuscated: ObfuscatedMessages
}

/**
 * Records the contact's message (already stored on the ticket) as their answer. `1`: the contact
 * consents, the ticket starts waiting (`pending`) and the queue chatbot greets them. `2`: the
 * refusal is acknowledged and the ticket closed (its contact's messages hidden when the
 * connection obfuscates). Anything else: the consent message again, at most `maxConsentRepeats`
 * times; after that the ticket keeps waiting silently.
 */
export async function answerConsent(
  tx: Em,
  who: { companyId: number; contactId: number; connectionId: number },
  ticket: ConsentTicket,
  body: string,
): Promise<ConsentOutcome> {
  const { companyId } = who
  const reply = consentReplyOf(body)
  const nothingHidden: ObfuscatedMessages = { messageIds: [], mediaKeys: [] }
  if (reply === 'accept') {
    await acceptConsent(tx, { ...who, ticketId: ticket.id })
    return { reply, before: ticket.before, obfuscated: nothingHidden }
  }
  if (reply === 'refuse') {
    const { obfuscate } = await readConsentSettings(tx, companyId, who.connectionId)
    const obfuscated = await refuseConsent(tx, companyId, ticket, obfuscate)
    return { reply, before: ticket.before, obfuscated }
  }
  if (ticket.asks < 1 + maxConsentRepeats) {
    await tx.execute(
      'update tickets set lgpd_consent_asks = lgpd_consent_asks + 1 where id = ? and company_id = ?',
      [ticket.id, companyId],
    )
    const settings = await readConsentSettings(tx, companyId, who.connectionId)
    const again = await consentMessageFor(tx, companyId, ticket.id, settings)
    await leaveReply(tx, companyId, ticket.id, again)
  }
  return { reply, before: undefined, obfuscated: nothingHidden }
}

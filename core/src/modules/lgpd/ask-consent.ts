import type { Em } from '../../kernel/db/orm.ts'
import { leaveReply } from '../chatbot/index.ts'
import { consentMessageFor } from './consent-message.ts'
import { readConsentSettings } from './consent-settings.ts'

/** A ticket a contact's message just opened, or reopened within the connection's reopen window. */
export interface OpenedForContact {
  companyId: number
  connectionId: number
  contactId: number
  ticketId: number
  /** False for a reopened ticket: it continues a conversation, so lgpdAlwaysAsk does not apply. */
  isNew: boolean
}

interface ContactRow {
  lgpd_accepted_at: Date | null
  active: boolean
}

/**
 * Asks for the contact's consent when it is due (docs/lgpd.md): the company option enableLGPD is
 * on, the contact is not blocked, and they never consented, or the connection asks always
 * (lgpdAlwaysAsk, new tickets only). The waiting ticket then becomes `lgpd` instead of `pending`
 * (nobody but admins sees it, the queue chatbot leaves it alone), its consent count starts at 1,
 * and the consent message is left in the outbox, all in the caller's transaction. True when asked.
 */
export async function askConsentIfDue(tx: Em, opened: OpenedForContact): Promise<boolean> {
  const { companyId, connectionId, contactId, ticketId } = opened
  const settings = await readConsentSettings(tx, companyId, connectionId)
  if (!settings.enabled) return false
  const [contact] = await tx.execute<ContactRow[]>(
    'select lgpd_accepted_at, active from contacts where id = ? and company_id = ?',
    [contactId, companyId],
  )
  if (!contact?.active) return false
  const due = contact.lgpd_accepted_at === null || (opened.isNew && settings.alwaysAsk)
  if (!due) return false
  const [waiting] = await tx.execute<{ id: number }[]>(
    `update tickets set status = 'lgpd', lgpd_consent_asks = 1, updated_at = now()
      where id = ? and company_id = ? and status = 'pending'
      returning id`,
    [ticketId, companyId],
  )
  if (!waiting) return false
  await leaveReply(tx, companyId, ticketId, await consentMessageFor(tx, companyId, ticketId, settings))
  return true
}

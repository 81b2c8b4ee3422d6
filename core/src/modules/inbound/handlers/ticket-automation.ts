import type { InboundTicketView } from '@atendo/plugin-api'
import type { Em } from '../../../kernel/db/orm.ts'

/**
 * Records `automation` as the one driving the ticket, unless another one does: one automation
 * at a time. `automation_since` keeps when it took the ticket (not each message). True when it
 * drives the ticket now.
 */
export async function claimTicket(
  em: Em,
  companyId: number,
  ticketId: number,
  automation: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await em.execute<{ id: number }[]>(
    `update tickets
        set automation = ?, automation_since = case when automation = ? then automation_since else ? end
      where id = ? and company_id = ? and (automation is null or automation = ?)
      returning id`,
    [automation, automation, now, ticketId, companyId, automation],
  )
  return claimed.length > 0
}

/** Gives the ticket back to the attendants, if `automation` drives it; true when it did. */
export async function handTicketOver(
  em: Em,
  companyId: number,
  ticketId: number,
  automation: string,
): Promise<boolean> {
  const handed = await em.execute<{ id: number }[]>(
    `update tickets set automation = null, automation_since = null
      where id = ? and company_id = ? and automation = ?
      returning id`,
    [ticketId, companyId, automation],
  )
  return handed.length > 0
}

/** The ticket as handlers see it. */
export async function ticketView(
  em: Em,
  companyId: number,
  ticketId: number,
  isNew: boolean,
): Promise<InboundTicketView> {
  const [row] = await em.execute<
    {
      status: string
      queue_id: number | null
      user_id: number | null
      automation: string | null
      automation_since: Date | string | null
    }[]
  >(
    'select status, queue_id, user_id, automation, automation_since from tickets where id = ? and company_id = ?',
    [ticketId, companyId],
  )
  if (!row) throw new Error(`ticket ${ticketId} is gone`)
  return {
    id: ticketId,
    status: row.status,
    queueId: row.queue_id,
    userId: row.user_id,
    isNew,
    automation: row.automation,
    automationSince: row.automation_since === null ? null : new Date(row.automation_since),
  }
}

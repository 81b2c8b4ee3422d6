import type { Em } from '@atendo/plugin-api'

/** Which prompt drives a ticket, and whether the agent gave it to the attendants. */
export interface AgentTicket {
  promptId: number
  handedOverAt: Date | null
}

export async function agentTicket(
  em: Em,
  companyId: number,
  ticketId: number,
): Promise<AgentTicket | undefined> {
  const [row] = await em.execute<{ prompt_id: number; handed_over_at: Date | string | null }[]>(
    'select prompt_id, handed_over_at from ai_agent_tickets where company_id = ? and ticket_id = ?',
    [companyId, ticketId],
  )
  if (!row) return undefined
  return { promptId: row.prompt_id, handedOverAt: row.handed_over_at ? new Date(row.handed_over_at) : null }
}

/** The agent takes the ticket with this prompt (a new conversation starts afresh). */
export async function takeTicket(em: Em, companyId: number, ticketId: number, promptId: number, now: Date) {
  await em.execute(
    `insert into ai_agent_tickets (ticket_id, company_id, prompt_id, handed_over_at, handover_reason, created_at, updated_at)
       values (?, ?, ?, null, null, ?, ?)
     on conflict (ticket_id) do update set prompt_id = excluded.prompt_id, handed_over_at = null,
       handover_reason = null, updated_at = excluded.updated_at`,
    [ticketId, companyId, promptId, now, now],
  )
}

/** Forgets the agent's past with a ticket that a message just opened or reopened. */
export async function forgetTicket(em: Em, companyId: number, ticketId: number) {
  await em.execute('delete from ai_agent_tickets where company_id = ? and ticket_id = ?', [
    companyId,
    ticketId,
  ])
}

/** The agent gave the ticket to the attendants: it stays out of this conversation. */
export async function markHandedOver(em: Em, companyId: number, ticketId: number, reason: string, now: Date) {
  await em.execute(
    'update ai_agent_tickets set handed_over_at = ?, handover_reason = ?, updated_at = ? where company_id = ? and ticket_id = ?',
    [now, reason.slice(0, 200), now, companyId, ticketId],
  )
}

import type { Em } from '@atendo/plugin-api'

/** The engine's id: what `tickets.automation` records while a flow drives a ticket. */
export const flowAutomation = 'flows.engine'

export type RunStatus = 'running' | 'waiting' | 'ended'

export interface RunRow {
  id: string
  company_id: number
  flow_id: number
  ticket_id: number
  contact_id: number
  connection_id: number
  status: RunStatus
  node_id: string
  element: number
  step: number
  input: string | null
  /** A message that came while the step asking for it was sending (`answerIn`). */
  early_input: string | null
  variables: Record<string, string>
  sending_step: number | null
  sending_since: Date | string | null
}

export async function findRun(
  em: Em,
  companyId: number,
  runId: string,
  lock = false,
): Promise<RunRow | undefined> {
  const [row] = await em.execute<RunRow[]>(
    `select * from flows_runs where company_id = ? and id = ?${lock ? ' for update' : ''}`,
    [companyId, runId],
  )
  return row
}

/** The flow driving the ticket now, if any (locked when asked, so one message moves it at a time). */
export async function activeRun(
  em: Em,
  companyId: number,
  ticketId: number,
  lock = false,
): Promise<RunRow | undefined> {
  const [row] = await em.execute<RunRow[]>(
    `select * from flows_runs where company_id = ? and ticket_id = ? and status <> 'ended'${lock ? ' for update' : ''}`,
    [companyId, ticketId],
  )
  return row
}

export async function endRun(em: Em, companyId: number, runId: string, reason: string): Promise<void> {
  await em.execute(
    `update flows_runs set status = 'ended', ended_reason = ?, input = null, step = step + 1, updated_at = now()
      where company_id = ? and id = ? and status <> 'ended'`,
    [reason, companyId, runId],
  )
}

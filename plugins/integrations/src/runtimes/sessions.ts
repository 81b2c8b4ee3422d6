import type { Em } from '@atendo/plugin-api'

/** What a runtime keeps between two messages of the customer on one ticket. */
export interface SessionState {
  /** Typebot: the choices its last input offered, so "2" can be answered as the second one. */
  choices?: string[]
}

export interface SessionRow {
  ticket_id: number
  integration_id: number
  remote_session: string | null
  state: SessionState
  last_activity_at: Date
  ended_at: Date | null
}

/** The integration session of a ticket, if one ever started. */
export async function findSession(
  em: Em,
  companyId: number,
  ticketId: number,
): Promise<SessionRow | undefined> {
  const [row] = await em.execute<SessionRow[]>(
    `select ticket_id, integration_id, remote_session, state, last_activity_at, ended_at
       from integrations_sessions where company_id = ? and ticket_id = ?`,
    [companyId, ticketId],
  )
  return row
}

/** Starts (or restarts) the ticket's session with an integration. */
export async function startSession(
  em: Em,
  companyId: number,
  ticketId: number,
  integrationId: number,
  now: Date,
): Promise<void> {
  await em.execute(
    `insert into integrations_sessions (ticket_id, company_id, integration_id, last_activity_at)
     values (?, ?, ?, ?)
     on conflict (ticket_id) do update set integration_id = excluded.integration_id, remote_session = null,
       state = '{}', last_activity_at = excluded.last_activity_at, ended_at = null`,
    [ticketId, companyId, integrationId, now],
  )
}

/** Remembers the remote session and state after a turn. */
export async function saveSession(
  em: Em,
  companyId: number,
  ticketId: number,
  change: { remoteSession: string | null; state: SessionState; now: Date },
): Promise<void> {
  await em.execute(
    `update integrations_sessions set remote_session = ?, state = ?, last_activity_at = ?
      where company_id = ? and ticket_id = ?`,
    [change.remoteSession, JSON.stringify(change.state), change.now, companyId, ticketId],
  )
}

/** The integration handed the ticket back: it will not take this ticket again. */
export async function endSession(em: Em, companyId: number, ticketId: number, now: Date): Promise<void> {
  await em.execute('update integrations_sessions set ended_at = ? where company_id = ? and ticket_id = ?', [
    now,
    companyId,
    ticketId,
  ])
}

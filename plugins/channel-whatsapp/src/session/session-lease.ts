import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** What a renewal tells the holder. */
export interface LeaseClaim {
  /** This worker holds the session until the lease's expiry. */
  held: boolean
  /** A logout was asked for from another process: the holder logs the session out. */
  logoutRequested: boolean
}

/**
 * "A session runs in exactly one process at a time": one row per connection naming the worker that
 * runs it and until when. Claiming is one atomic upsert that succeeds only when the lease is free,
 * expired, or already ours; time is the database's clock, so workers' clocks do not matter.
 */
export interface SessionLeases {
  /** Takes or renews the lease for `ttlMs`. */
  claim(owner: SessionOwner, holder: string, ttlMs: number): Promise<LeaseClaim>
  /** Gives the lease up (if still ours) so another worker may take the session at once. */
  release(owner: SessionOwner, holder: string): Promise<void>
  /**
   * Asks the holder, wherever it runs, to log the session out. Returns false when no live holder
   * exists, so the caller does it itself.
   */
  requestLogout(owner: SessionOwner): Promise<boolean>
  /** The current holder, if the lease is live. */
  holderOf(owner: SessionOwner): Promise<string | undefined>
  /** Of these sessions, the connection ids whose lease is live (someone runs them now). */
  live(owners: SessionOwner[]): Promise<Set<number>>
}

export function createSessionLeases(sql: SessionSql): SessionLeases {
  return {
    async claim(owner, holder, ttlMs) {
      const rows = await sql.rows<{ logout_requested: boolean }>(
        `insert into whatsapp_session_leases (connection_id, company_id, holder, expires_at, logout_requested)
         values (?, ?, ?, now() + make_interval(secs => ?), false)
         on conflict (connection_id) do update
           set holder = excluded.holder,
               expires_at = excluded.expires_at,
               logout_requested = whatsapp_session_leases.logout_requested
                 and whatsapp_session_leases.holder = excluded.holder
         where whatsapp_session_leases.company_id = excluded.company_id
           and (whatsapp_session_leases.expires_at < now() or whatsapp_session_leases.holder = excluded.holder)
         returning logout_requested`,
        [owner.connectionId, owner.companyId, holder, ttlMs / 1000],
      )
      return { held: rows.length === 1, logoutRequested: rows[0]?.logout_requested ?? false }
    },
    async release(owner, holder) {
      await sql.rows(
        'delete from whatsapp_session_leases where company_id = ? and connection_id = ? and holder = ?',
        [owner.companyId, owner.connectionId, holder],
      )
    },
    async requestLogout(owner) {
      const rows = await sql.rows(
        `update whatsapp_session_leases set logout_requested = true
         where company_id = ? and connection_id = ? and expires_at >= now() returning holder`,
        [owner.companyId, owner.connectionId],
      )
      return rows.length === 1
    },
    async live(owners) {
      if (owners.length === 0) return new Set()
      const rows = await sql.rows<{ connection_id: number }>(
        `select connection_id from whatsapp_session_leases
          where (company_id, connection_id) in (${owners.map(() => '(?, ?)').join(', ')})
            and expires_at >= now()`,
        owners.flatMap((owner) => [owner.companyId, owner.connectionId]),
      )
      return new Set(rows.map((row) => Number(row.connection_id)))
    },
    async holderOf(owner) {
      const [row] = await sql.rows<{ holder: string }>(
        'select holder from whatsapp_session_leases where company_id = ? and connection_id = ? and expires_at >= now()',
        [owner.companyId, owner.connectionId],
      )
      return row?.holder
    },
  }
}

import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** What a connection does with an incoming call. */
export interface CallPolicy {
  /** The company's `acceptCallWhatsapp`: when false, calls are rejected. */
  accept: boolean
  /** The company's `AcceptCallWhatsappMessage`: sent to a caller whose call was rejected (when not empty). */
  rejectionMessage: string
  /** The connection's `ticketOnCall`: a call opens (or joins) a ticket with a call_log message. */
  ticketOnCall: boolean
}

/** Reads the call policy as saved now, so a change on the settings or connections page applies to the next call. */
export interface CallPolicies {
  of(owner: SessionOwner): Promise<CallPolicy>
}

/**
 * Read from core's company settings (administration.md §3: acceptCallWhatsapp, default enabled;
 * AcceptCallWhatsappMessage) and the connection's options at each call: calls are rare, and
 * reading them then means no stale copy. The plugin API offers no settings reader, so this reads
 * the rows directly, scoped by company like every statement of the plugin.
 */
export function createCallPolicies(sql: SessionSql): CallPolicies {
  return {
    async of(owner) {
      const [row] = await sql.rows<{
        accept: string | null
        message: string | null
        ticket_on_call: boolean | null
      }>(
        `select (select value from company_settings where company_id = c.company_id and key = 'acceptCallWhatsapp') as accept,
                (select value from company_settings where company_id = c.company_id and key = 'AcceptCallWhatsappMessage') as message,
                (c.options ->> 'ticketOnCall') = 'true' as ticket_on_call
           from connections c where c.company_id = ? and c.id = ?`,
        [owner.companyId, owner.connectionId],
      )
      return {
        accept: (row?.accept ?? 'enabled') !== 'disabled',
        rejectionMessage: row?.message?.trim() ?? '',
        ticketOnCall: row?.ticket_on_call === true,
      }
    },
  }
}

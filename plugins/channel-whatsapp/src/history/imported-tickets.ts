import type { TicketsApi } from '@atendo/plugin-api'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/**
 * The tickets a history import opened: working tickets of the connection every message of which
 * came from the import. A ticket where the contact wrote, or an attendant answered, since is a
 * live conversation and is left alone.
 */
export function createImportedTickets(sql: SessionSql, tickets: TicketsApi) {
  async function openedByImport(owner: SessionOwner): Promise<number[]> {
    // Core's tickets and messages are read here, scoped by company and connection like every
    // statement of the plugin; closing them goes through core (TicketsApi).
    const rows = await sql.rows<{ id: number }>(
      `select t.id from tickets t
        where t.company_id = ? and t.connection_id = ? and t.status in ('pending', 'open', 'group')
          and exists (
            select 1 from messages m
              join whatsapp_message_keys k on k.connection_id = m.connection_id and k.external_id = m.external_id
             where m.ticket_id = t.id and m.company_id = t.company_id and k.imported)
          and not exists (
            select 1 from messages m
              left join whatsapp_message_keys k on k.connection_id = m.connection_id and k.external_id = m.external_id
             where m.ticket_id = t.id and m.company_id = t.company_id and k.imported is not true)
        order by t.id`,
      [owner.companyId, owner.connectionId],
    )
    return rows.map((row) => row.id)
  }

  return {
    openedByImport,
    /** Whether imported messages are still on their way through core (not stored yet). */
    async stillArriving(owner: SessionOwner): Promise<boolean> {
      const [row] = await sql.rows<{ arriving: boolean }>(
        `select exists (
           select 1 from whatsapp_message_keys k
            where k.company_id = ? and k.connection_id = ? and k.imported
              and not exists (select 1 from messages m
                               where m.connection_id = k.connection_id and m.external_id = k.external_id
                                 and m.company_id = k.company_id)) as arriving`,
        [owner.companyId, owner.connectionId],
      )
      return row?.arriving === true
    },
    /** Closes them, as `userId` (none when automatic); answers how many were closed. */
    async close(owner: SessionOwner, userId: number | null): Promise<number> {
      return tickets.close({ companyId: owner.companyId, userId }, await openedByImport(owner))
    },
  }
}

export type ImportedTickets = ReturnType<typeof createImportedTickets>

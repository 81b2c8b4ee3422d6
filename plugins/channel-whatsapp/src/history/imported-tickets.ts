import type { WhatsAppCoreData } from '../core-data.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** A ticket still being worked on (core's statuses a history import's ticket can have). */
const workingStatuses = ['pending', 'open', 'group'] as const

/** Which of these channel ids the plugin recorded as brought in by a history import. */
async function importedIds(
  sql: SessionSql,
  owner: SessionOwner,
  externalIds: string[],
): Promise<Set<string>> {
  if (externalIds.length === 0) return new Set()
  const rows = await sql.rows<{ external_id: string }>(
    `select external_id from whatsapp_message_keys
      where company_id = ? and connection_id = ? and imported and external_id in (${externalIds.map(() => '?').join(', ')})`,
    [owner.companyId, owner.connectionId, ...externalIds],
  )
  return new Set(rows.map((row) => row.external_id))
}

/**
 * The tickets a history import opened: working tickets of the connection every message of which
 * came from the import. A ticket where the contact wrote, or an attendant answered, since is a
 * live conversation and is left alone. Core's tickets and messages are read through its services;
 * which messages were imported is the plugin's own record (whatsapp_message_keys).
 */
export function createImportedTickets(sql: SessionSql, core: Pick<WhatsAppCoreData, 'tickets' | 'messages'>) {
  async function openedByImport(owner: SessionOwner): Promise<number[]> {
    const working = await core.tickets.list(owner.companyId, {
      connectionId: owner.connectionId,
      status: [...workingStatuses],
    })
    const opened: number[] = []
    for (const ticket of working) {
      const messages = await core.messages.listByTicket(owner.companyId, ticket.id)
      if (messages.length === 0) continue
      const externalIds = messages.flatMap((message) =>
        message.externalId !== null && message.connectionId === owner.connectionId
          ? [message.externalId]
          : [],
      )
      const imported = await importedIds(sql, owner, externalIds)
      const everyImported = messages.every(
        (message) =>
          message.externalId !== null &&
          message.connectionId === owner.connectionId &&
          imported.has(message.externalId),
      )
      if (everyImported) opened.push(ticket.id)
    }
    return opened
  }

  return {
    openedByImport,
    /** Whether imported messages are still on their way through core (not stored yet). */
    async stillArriving(owner: SessionOwner): Promise<boolean> {
      const keys = await sql.rows<{ external_id: string }>(
        `select external_id from whatsapp_message_keys where company_id = ? and connection_id = ? and imported`,
        [owner.companyId, owner.connectionId],
      )
      const externalIds = keys.map((key) => key.external_id)
      // In slices: an import brings thousands of messages, a query takes a bounded list.
      for (let start = 0; start < externalIds.length; start += 1000) {
        const slice = externalIds.slice(start, start + 1000)
        const stored = await core.messages.findByExternalIds(owner.companyId, owner.connectionId, slice)
        if (stored.length < new Set(slice).size) return true
      }
      return false
    },
    /** Closes them, as `userId` (none when automatic); answers how many were closed. */
    async close(owner: SessionOwner, userId: number | null): Promise<number> {
      return core.tickets.close({ companyId: owner.companyId, userId }, await openedByImport(owner))
    },
  }
}

export type ImportedTickets = ReturnType<typeof createImportedTickets>

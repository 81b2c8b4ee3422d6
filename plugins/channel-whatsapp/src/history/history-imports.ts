import type { ConnectionsApi, RealtimeApi } from '@atendo/plugin-api'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'
import { type ImportWindow, sameWindow } from './import-window.ts'

/**
 * `statusImportMessages` as the connections page reads it (administration.md "Connections page"):
 * while messages come in, the moment the import started in milliseconds since the epoch (the page
 * shows a disabled "preparing" button for 35 s after it); then `renderButtonCloseTickets` (the page
 * offers to close the tickets the import opened).
 */
export const importStatuses = {
  running: (startedAt: number) => String(startedAt),
  finished: 'renderButtonCloseTickets',
} as const

/** Has the tickets an import opened closed once core has stored its messages (a job, in the plugin). */
export type ScheduleTicketClosing = (owner: SessionOwner) => Promise<void>

/** How far an import got: `imported` of the `seen` messages in its window were handed to core. */
export interface ImportCounts {
  seen: number
  imported: number
}

/** The progress live event of administration.md §7 (`importMessages-{companyId}`). */
export const importMessagesEvent = (companyId: number) => `importMessages-${companyId}`

/**
 * A connection's history import (whatsapp_history_imports), mirrored on the connection's
 * `statusImportMessages` and announced live to the company's admins (users with only the
 * allowConnections switch see it on their next load: core's connection audience is not part of the
 * plugin API).
 */
export interface HistoryImports {
  /**
   * Marks the import of this window as running: started when none was, restarted (counts reset)
   * when the window changed, resumed when WhatsApp sends more of it after it finished.
   */
  run(owner: SessionOwner, window: ImportWindow): Promise<void>
  /**
   * The window as messages are sorted by: one asked "up to now" ends when its import started (the
   * pairing), so what WhatsApp sends later about newer messages is a gap to fill, not the import.
   */
  bounded(owner: SessionOwner, window: ImportWindow): Promise<ImportWindow>
  /** Adds to the counts and announces them; `at` is the date of the newest message handled. */
  advance(owner: SessionOwner, added: Partial<ImportCounts>, at?: Date): Promise<ImportCounts>
  /**
   * WhatsApp has sent the whole history: the import is finished, and the connections page offers
   * to close the tickets it opened (`renderButtonCloseTickets`). When the connection has
   * `closedTicketsPostImported` (as saved now, not when the session started) they are closed
   * without asking, once core has stored the imported messages.
   */
  finish(owner: SessionOwner): Promise<void>
  /** The imported tickets were closed (`POST /closedimported/{id}`): the page's button goes away. */
  ticketsClosed(owner: SessionOwner): Promise<void>
}

interface ImportRow {
  window_from: Date | string
  window_to: Date | string | null
  include_groups: boolean
  status: string
  started_at: Date | string
}

export function createHistoryImports(
  sql: SessionSql,
  connections: ConnectionsApi,
  realtime: RealtimeApi | undefined,
  scheduleTicketClosing?: ScheduleTicketClosing,
): HistoryImports {
  /** `statusImportMessages` lives in the connection's options (core's, changed through its connections service). */
  async function mirrorStatus(owner: SessionOwner, status: string | null) {
    await connections.updateOptions(owner.companyId, owner.connectionId, { statusImportMessages: status })
  }

  function announce(owner: SessionOwner, payload: object) {
    // Which connection it is about: a company may import on several at once.
    realtime
      ?.toAdmins(owner.companyId)
      .emit(importMessagesEvent(owner.companyId), { ...payload, connectionId: owner.connectionId })
  }

  /** The stored import, and whether it is the import of this window. */
  async function stored(owner: SessionOwner, window: ImportWindow) {
    const [row] = await sql.rows<ImportRow>(
      `select window_from, window_to, include_groups, status, started_at from whatsapp_history_imports
       where company_id = ? and connection_id = ?`,
      [owner.companyId, owner.connectionId],
    )
    const unchanged =
      row !== undefined &&
      sameWindow(window, {
        from: new Date(row.window_from),
        to: row.window_to ? new Date(row.window_to) : undefined,
        includeGroups: row.include_groups,
      })
    return { row, unchanged }
  }

  return {
    async bounded(owner, window) {
      if (window.to) return window
      const { row, unchanged } = await stored(owner, window)
      return { ...window, to: unchanged ? new Date(row!.started_at) : new Date() }
    },

    async run(owner, window) {
      const { row, unchanged } = await stored(owner, window)
      if (unchanged && row?.status === 'running') return
      await sql.rows(
        `insert into whatsapp_history_imports (connection_id, company_id, window_from, window_to, include_groups, status, seen, imported, started_at)
         values (?, ?, ?, ?, ?, 'running', 0, 0, now())
         on conflict (connection_id) do update set
           window_from = excluded.window_from, window_to = excluded.window_to,
           include_groups = excluded.include_groups, status = 'running', finished_at = null,
           seen = case when ? then whatsapp_history_imports.seen else 0 end,
           imported = case when ? then whatsapp_history_imports.imported else 0 end,
           started_at = case when ? then whatsapp_history_imports.started_at else now() end
         where whatsapp_history_imports.company_id = excluded.company_id`,
        [
          owner.connectionId,
          owner.companyId,
          window.from,
          window.to ?? null,
          window.includeGroups,
          unchanged,
          unchanged,
          unchanged,
        ],
      )
      await mirrorStatus(owner, importStatuses.running(Date.now()))
      // "preparing" on the connections page until the first messages are counted.
      announce(owner, { action: 'update', status: { this: -1, all: -1, date: new Date().toISOString() } })
    },

    async advance(owner, added, at) {
      const [row] = await sql.rows<ImportCounts>(
        `update whatsapp_history_imports set seen = seen + ?, imported = imported + ?
         where company_id = ? and connection_id = ? returning seen, imported`,
        [added.seen ?? 0, added.imported ?? 0, owner.companyId, owner.connectionId],
      )
      const counts = row ?? { seen: 0, imported: 0 }
      announce(owner, {
        action: 'update',
        status: { this: counts.imported, all: counts.seen, date: (at ?? new Date()).toISOString() },
      })
      return counts
    },

    async finish(owner) {
      const finished = await sql.rows(
        `update whatsapp_history_imports set status = 'finished', finished_at = now()
         where company_id = ? and connection_id = ? and status = 'running' returning connection_id`,
        [owner.companyId, owner.connectionId],
      )
      if (finished.length === 0) return
      await mirrorStatus(owner, importStatuses.finished)
      announce(owner, { action: 'refresh' })
      const connection = await connections.find(owner.companyId, owner.connectionId)
      const closeTickets = connection?.options.closedTicketsPostImported
      if (closeTickets === true || closeTickets === 'true') await scheduleTicketClosing?.(owner)
    },

    async ticketsClosed(owner) {
      await mirrorStatus(owner, null)
      announce(owner, { action: 'refresh' })
    },
  }
}

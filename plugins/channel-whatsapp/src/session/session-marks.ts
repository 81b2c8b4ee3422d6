import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** How far a session has taken messages in (whatsapp_session_marks). */
export interface SessionMarks {
  lastMessageAt(owner: SessionOwner): Promise<Date | undefined>
  /** Moves the mark forward (never back: messages may be handed over out of order). */
  advance(owner: SessionOwner, at: Date): Promise<void>
}

export function createSessionMarks(sql: SessionSql): SessionMarks {
  return {
    async lastMessageAt(owner) {
      const [row] = await sql.rows<{ last_message_at: Date | string }>(
        'select last_message_at from whatsapp_session_marks where company_id = ? and connection_id = ?',
        [owner.companyId, owner.connectionId],
      )
      return row ? new Date(row.last_message_at) : undefined
    },
    async advance(owner, at) {
      await sql.rows(
        `insert into whatsapp_session_marks (connection_id, company_id, last_message_at) values (?, ?, ?)
         on conflict (connection_id) do update
           set last_message_at = greatest(whatsapp_session_marks.last_message_at, excluded.last_message_at)
         where whatsapp_session_marks.company_id = excluded.company_id`,
        [owner.connectionId, owner.companyId, at],
      )
    },
  }
}

import type { WAMessageKey } from 'baileys'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** Full WhatsApp keys of the messages a session saw or sent (whatsapp_message_keys). */
export interface MessageKeys {
  record(owner: SessionOwner, key: WAMessageKey): Promise<void>
  /** The known keys among these ids; unknown ids are left out. */
  find(owner: SessionOwner, externalIds: string[]): Promise<Map<string, WAMessageKey>>
}

const fits = (value: string | null | undefined) => (value ? value.slice(0, 200) : null)

export function createMessageKeys(sql: SessionSql): MessageKeys {
  return {
    async record(owner, key) {
      if (!key.id || !key.remoteJid) return
      await sql.rows(
        `insert into whatsapp_message_keys (connection_id, external_id, company_id, remote_jid, from_me, participant, created_at)
         values (?, ?, ?, ?, ?, ?, now()) on conflict (connection_id, external_id) do nothing`,
        [
          owner.connectionId,
          fits(key.id),
          owner.companyId,
          fits(key.remoteJid),
          key.fromMe === true,
          fits(key.participant),
        ],
      )
    },
    async find(owner, externalIds) {
      const found = new Map<string, WAMessageKey>()
      if (externalIds.length === 0) return found
      const rows = await sql.rows<{
        external_id: string
        remote_jid: string
        from_me: boolean
        participant: string | null
      }>(
        `select external_id, remote_jid, from_me, participant from whatsapp_message_keys
         where company_id = ? and connection_id = ? and external_id in (${externalIds.map(() => '?').join(', ')})`,
        [owner.companyId, owner.connectionId, ...externalIds],
      )
      for (const row of rows) {
        found.set(row.external_id, {
          remoteJid: row.remote_jid,
          id: row.external_id,
          fromMe: row.from_me,
          ...(row.participant ? { participant: row.participant } : {}),
        })
      }
      return found
    },
  }
}

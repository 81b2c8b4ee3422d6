import type { proto, WAMessageKey } from 'baileys'
import { loadBaileys } from '../baileys-module.ts'
import type { SessionOwner } from '../session-owner.ts'
import type { SessionSql } from '../session-sql.ts'

/** What else is kept about a message besides its key. */
export interface MessageKeyExtras {
  /**
   * Content that must be shown or sent again: our sent messages (retries), polls (vote
   * decryption), and what a reply quoting a received message repeats (thumbnails left out).
   */
  content?: proto.IMessage | null
  /** Taken in by a history import. */
  imported?: boolean
}

/**
 * Full WhatsApp keys of the messages a session saw or sent, plus their content where it must be
 * shown or sent again (whatsapp_message_keys). The table is the bounded store behind Baileys'
 * `getMessage`: nothing is kept in memory, and rows older than the retention are pruned by a job.
 */
export interface MessageKeys {
  record(owner: SessionOwner, key: WAMessageKey, extras?: MessageKeyExtras): Promise<void>
  /** The known keys among these ids; unknown ids are left out. */
  find(owner: SessionOwner, externalIds: string[]): Promise<Map<string, WAMessageKey>>
  /** The kept content of a message, when there is one. */
  content(owner: SessionOwner, externalId: string): Promise<proto.IMessage | undefined>
  /** Deletes up to `limit` rows recorded before `before`, of every company; returns how many. */
  prune(before: Date, limit: number): Promise<number>
}

const fits = (value: string | null | undefined) => (value ? value.slice(0, 200) : null)

export function createMessageKeys(sql: SessionSql): MessageKeys {
  return {
    async record(owner, key, extras = {}) {
      if (!key.id || !key.remoteJid) return
      const content = extras.content
        ? Buffer.from((await loadBaileys()).proto.Message.encode(extras.content).finish())
        : null
      // A second sighting may bring what the first lacked (the content of a message we sent).
      await sql.rows(
        `insert into whatsapp_message_keys (connection_id, external_id, company_id, remote_jid, from_me, participant, content, imported, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, now())
         on conflict (connection_id, external_id) do update
           set content = coalesce(whatsapp_message_keys.content, excluded.content)
         where whatsapp_message_keys.company_id = excluded.company_id and excluded.content is not null`,
        [
          owner.connectionId,
          fits(key.id),
          owner.companyId,
          fits(key.remoteJid),
          key.fromMe === true,
          fits(key.participant),
          content,
          extras.imported === true,
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
    async content(owner, externalId) {
      const [row] = await sql.rows<{ content: Buffer | null }>(
        `select content from whatsapp_message_keys
         where company_id = ? and connection_id = ? and external_id = ? and content is not null`,
        [owner.companyId, owner.connectionId, fits(externalId)],
      )
      return row?.content ? (await loadBaileys()).proto.Message.decode(row.content) : undefined
    },
    async prune(before, limit) {
      // Platform-wide housekeeping: the job prunes every company's rows by age alone.
      const rows = await sql.rows<{ connection_id: number }>(
        `delete from whatsapp_message_keys where (connection_id, external_id) in (
           select connection_id, external_id from whatsapp_message_keys where created_at < ? limit ?
         ) returning connection_id`,
        [before, limit],
      )
      return rows.length
    },
  }
}

import type { Em } from '../../kernel/db/orm.ts'
import { leaveReply } from '../chatbot/index.ts'
import { consentRefusedReply, obfuscatedMessageBody } from './consent-texts.ts'

/** The contact's messages a refusal hid, and the stored files that went with them. */
export interface ObfuscatedMessages {
  messageIds: number[]
  /** Media keys the messages pointed at; removed from storage once the change is committed. */
  mediaKeys: string[]
}

/**
 * The contact refuses (`2`): the refusal is acknowledged (`consentRefusedReply`, left in the
 * outbox) and the ticket is closed by nobody, with a `closed` timeline entry and no rating
 * question. `lgpd_accepted_at` is left as it was: a refusal on a connection that always asks
 * does not take back a consent given earlier. With the connection's `lgpdObfuscate`, the
 * contact's messages on the ticket are hidden as well (`obfuscateContactMessages`).
 */
export async function refuseConsent(
  tx: Em,
  companyId: number,
  ticket: { id: number; queueId: number | null },
  obfuscate: boolean,
): Promise<ObfuscatedMessages> {
  await leaveReply(tx, companyId, ticket.id, consentRefusedReply)
  await tx.execute(
    `update tickets set status = 'closed', closed_at = now(), is_bot = false, updated_at = now()
      where id = ? and company_id = ?`,
    [ticket.id, companyId],
  )
  await tx.execute(
    `insert into ticket_logs (company_id, ticket_id, type, user_id, queue_id, created_at)
     values (?, ?, 'closed', null, ?, now())`,
    [companyId, ticket.id, ticket.queueId],
  )
  if (!obfuscate) return { messageIds: [], mediaKeys: [] }
  return obfuscateContactMessages(tx, companyId, ticket.id)
}

/**
 * Hides what a refusing contact wrote on the ticket: each of their messages keeps its place and
 * time in the conversation, but its text becomes `obfuscatedMessageBody`, and its media (file,
 * type, channel data) and any transcription of it are dropped. The ticket list's last message is
 * hidden too. Our own messages (the consent question, the acknowledgement) stay as they are.
 */
async function obfuscateContactMessages(
  tx: Em,
  companyId: number,
  ticketId: number,
): Promise<ObfuscatedMessages> {
  const rows = await tx.execute<{ id: string | number; media_url: string | null }[]>(
    `with target as (
       select id, media_url from messages
        where company_id = ? and ticket_id = ? and not from_me
        for update
     )
     update messages m
        set body = ?, media_url = null, media_type = null, data_json = null, updated_at = now()
       from target
      where m.id = target.id and m.company_id = ?
      returning m.id, target.media_url`,
    [companyId, ticketId, obfuscatedMessageBody, companyId],
  )
  const messageIds = rows.map((row) => Number(row.id))
  if (messageIds.length > 0) {
    await tx.execute(
      `delete from message_transcriptions
        where company_id = ? and message_id in (select id from messages where company_id = ? and ticket_id = ? and not from_me)`,
      [companyId, companyId, ticketId],
    )
  }
  await tx.execute('update tickets set last_message = ? where id = ? and company_id = ?', [
    obfuscatedMessageBody,
    ticketId,
    companyId,
  ])
  const mediaKeys = rows.map((row) => row.media_url).filter((key): key is string => key !== null)
  return { messageIds, mediaKeys }
}

import type { Em } from '../../kernel/db/orm.ts'
import { sqlIdArray } from '../../kernel/db/sql-fragments.ts'
import { fittingKeySql } from './event-key.ts'

/**
 * Forgets what the channel delivered for some stored messages: the events that brought them, and
 * the edits of them, keep their rows (the delivery keys, until the retention deletes them,
 * inbound-retention.ts) but their payloads become `{ kind, forgotten: true }`. For when a
 * contact's messages are hidden (an LGPD refusal with `lgpdObfuscate`): the messages no longer
 * hold what the contact wrote, and neither may the raw deliveries. Only events whose message is
 * stored are touched, so an event still waiting for its turn keeps what it needs. An edit names
 * its message by the channel's id, compared as the message stores it (fittingKeySql).
 */
export async function forgetEventPayloads(tx: Em, companyId: number, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return
  await tx.execute(
    `update inbound_events e set payload = jsonb_build_object('kind', e.kind, 'forgotten', true)
       from messages m
      where m.id = any(?::bigint[]) and m.company_id = ? and m.external_id is not null
        and e.company_id = ? and e.connection_id = m.connection_id
        and ((e.kind = 'message' and e.external_id = m.external_id)
          or (e.kind = 'edit' and ${fittingKeySql("e.payload ->> 'externalId'")} = m.external_id))`,
    [sqlIdArray(messageIds), companyId, companyId],
  )
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The pending events of a conversation (batch/take-followers.ts, `conversationOf`), by connection
 * and arrival: a run looks up the earlier pending events of its event's conversation before it
 * applies it (process-inbound-event.ts), with an index scan of those alone however long the backlog.
 */
export class InboundConversationOrderMigration extends Migration {
  override name = '20261129013000-inbound-conversation-order'

  override up(): void {
    this.addSql(`create index "inbound_events_pending_conversation" on "inbound_events" (
      "connection_id",
      (coalesce(payload #>> '{message,group,id}', payload #>> '{message,contact,identities,0,value}',
        payload #>> '{contact,identities,0,value}')),
      "id"
    ) where "status" = 'pending';`)
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The conversation of an inbound event as a column (event-conversation.ts), written when the event
 * is recorded, and the pending events' index on it: the index on the jsonb expression it replaces
 * went unused under row-level security, so a run scanned every earlier pending event of its
 * connection (21 ms an event behind a backlog of 20,000). Events still pending get theirs now; the
 * others are never looked up by conversation again. The expression is the one of this day,
 * copied so the migration stays what it was.
 */
export class InboundEventConversationMigration extends Migration {
  override name = '20261129050000-inbound-event-conversation'

  override up(): void {
    this.addSql(`alter table "inbound_events" add column "conversation" text null;`)
    this.addSql(`update "inbound_events" set "conversation" = coalesce(payload #>> '{message,group,id}',
      payload #>> '{message,contact,identities,0,value}', payload #>> '{contact,identities,0,value}')
      where "status" = 'pending';`)
    this.addSql(`drop index if exists "inbound_events_pending_conversation";`)
    this.addSql(`create index "inbound_events_pending_conversation" on "inbound_events" ("connection_id", "conversation", "id")
      where "status" = 'pending';`)
  }
}

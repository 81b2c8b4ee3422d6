import { Migration } from '@atendo/plugin-api'

/**
 * `webhook_deliveries` as this plugin's own table. Core's migration 20261122020000-conversations
 * created it before the plugin owned it, and stays in history, so databases that ran it keep
 * their rows: every statement here is "if absent", and a fresh database gets the same table
 * from whichever runs first. The index of the old "pending too long" sweep goes: the job outbox
 * hands deliveries over again now.
 */
export class WebhookDeliveriesMigration extends Migration {
  override name = '20261126020000-channel-api-webhook-deliveries'

  override up(): void {
    this.addSql(`create table if not exists "webhook_deliveries" (
      "id" uuid not null, "company_id" int not null, "connection_id" int not null,
      "event" varchar(50) not null, "payload" jsonb not null, "status" text not null default 'pending',
      "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null,
      "delivered_at" timestamptz null, primary key ("id"));`)
    this.addSql(
      'create index if not exists "webhook_deliveries_company_id_index" on "webhook_deliveries" ("company_id");',
    )
    this.addSql(
      'create index if not exists "webhook_deliveries_connection_id_index" on "webhook_deliveries" ("connection_id");',
    )
    this.addSql(`do $$ begin
      if not exists (select 1 from pg_constraint where conname = 'webhook_deliveries_status_check') then
        alter table "webhook_deliveries" add constraint "webhook_deliveries_status_check"
          check ("status" in ('pending', 'delivered', 'failed'));
      end if;
      if not exists (select 1 from pg_constraint where conname = 'webhook_deliveries_connection_fk') then
        alter table "webhook_deliveries" add constraint "webhook_deliveries_connection_fk"
          foreign key ("connection_id") references "connections" ("id") on delete cascade;
      end if;
    end $$;`)
    this.addSql('drop index if exists "webhook_deliveries_pending";')
  }
}

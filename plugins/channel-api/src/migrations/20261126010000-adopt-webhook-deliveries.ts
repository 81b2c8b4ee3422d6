import { Migration } from '@atendo/plugin-api'

/**
 * The channel's webhook deliveries become its own table. Core's migration created it in existing
 * databases (and keeps it in its history), so this creates it only where it is absent: the same
 * shape, and the channel now declares it, which is what lets its raw SQL name it.
 */
export class AdoptWebhookDeliveries extends Migration {
  override name = '20261126010000-channel-api-webhook-deliveries'

  override up(): void {
    this.addSql(
      `create table if not exists "webhook_deliveries" ("id" uuid not null, "company_id" int not null, "connection_id" int not null references "connections" ("id") on delete cascade, "event" varchar(50) not null, "payload" jsonb not null, "status" text not null default 'pending' check ("status" in ('pending', 'delivered', 'failed')), "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "delivered_at" timestamptz null, primary key ("id"));`,
    )
    this.addSql(
      'create index if not exists "webhook_deliveries_company_id_index" on "webhook_deliveries" ("company_id");',
    )
    this.addSql(
      'create index if not exists "webhook_deliveries_connection_id_index" on "webhook_deliveries" ("connection_id");',
    )
    this.addSql(
      `create index if not exists "webhook_deliveries_pending" on "webhook_deliveries" ("created_at") where "status" = 'pending';`,
    )
  }
}

import { Migration } from '@atendo/plugin-api'

/** The Meta channels' tables: the app settings, the account index, and webhook entries in flight. */
export class CreateChannelMeta extends Migration {
  override name = '20261127150000-channel-meta-create'

  override up(): void {
    this.addSql(`create table "channel_meta_app" (
      "id" int primary key check ("id" = 1), "app_id" varchar(50) not null default '',
      "app_secret" varchar(200) not null default '', "verify_token" varchar(200) not null default '',
      "updated_at" timestamptz not null default now());`)
    this.addSql(`create table "channel_meta_accounts" (
      "id" serial primary key,
      "company_id" int not null references "companies" ("id") on delete cascade,
      "connection_id" int not null unique references "connections" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('page', 'instagram', 'phone-number')),
      "account_id" varchar(64) not null,
      unique ("kind", "account_id"));`)
    this.addSql('create index on "channel_meta_accounts" ("company_id");')
    this.addSql(`create table "channel_meta_webhook_entries" (
      "id" serial primary key,
      "company_id" int not null references "companies" ("id") on delete cascade,
      "connection_id" int not null references "connections" ("id") on delete cascade,
      "digest" varchar(64) not null, "payload" jsonb not null, "received_at" timestamptz not null,
      unique ("connection_id", "digest"));`)
    this.addSql('create index on "channel_meta_webhook_entries" ("company_id");')
  }
}

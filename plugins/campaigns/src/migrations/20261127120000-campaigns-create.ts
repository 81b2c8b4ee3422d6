import { Migration } from '@atendo/plugin-api'

/** Contact lists, their items, campaigns, their shipping rows and the campaign settings. */
export class CreateCampaigns extends Migration {
  override name = '20261127120000-campaigns-create'

  override up(): void {
    const company = `"company_id" int not null references "companies" ("id") on delete cascade`
    this.addSql(`create table "campaigns_contact_lists" ("id" serial primary key, ${company},
      "name" varchar(50) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "campaigns_contact_lists" ("company_id", "id");')
    // is_whatsapp_valid: null until the channel answered (checked_at says when it did).
    this.addSql(`create table "campaigns_contact_list_items" ("id" serial primary key, ${company},
      "contact_list_id" int not null references "campaigns_contact_lists" ("id") on delete cascade,
      "name" varchar(50) not null, "number" varchar(50) not null, "email" varchar(255) not null default '',
      "is_whatsapp_valid" boolean null, "checked_at" timestamptz null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      unique ("contact_list_id", "number"));`)
    this.addSql('create index on "campaigns_contact_list_items" ("company_id", "contact_list_id", "id");')
    this.addSql(
      'create index "campaigns_items_unchecked" on "campaigns_contact_list_items" ("company_id", "id") where "checked_at" is null;',
    )
    this.addSql(`create table "campaigns" ("id" serial primary key, ${company},
      "name" varchar(50) not null,
      "message1" text not null default '', "message2" text not null default '', "message3" text not null default '',
      "message4" text not null default '', "message5" text not null default '',
      "confirmation_message1" text not null default '', "confirmation_message2" text not null default '',
      "confirmation_message3" text not null default '', "confirmation_message4" text not null default '',
      "confirmation_message5" text not null default '',
      "status" varchar(20) not null default 'INATIVA' check ("status" in ('INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA')),
      "confirmation" boolean not null default false,
      "scheduled_at" timestamptz null, "completed_at" timestamptz null,
      "contact_list_id" int null references "campaigns_contact_lists" ("id") on delete set null,
      "whatsapp_id" int null references "connections" ("id") on delete set null,
      "tag_list_id" int null references "tags" ("id") on delete set null,
      "status_ticket" varchar(10) not null default 'closed' check ("status_ticket" in ('closed', 'pending', 'open')),
      "open_ticket" varchar(10) not null default 'disabled' check ("open_ticket" in ('enabled', 'disabled')),
      "user_id" int null references "users" ("id") on delete set null,
      "queue_id" int null references "queues" ("id") on delete set null,
      "media_path" varchar(255) null, "media_name" varchar(255) null, "media_type" varchar(100) null,
      "expansion_cursor" int not null default 0, "expanded" boolean not null default false,
      "sent_count" int not null default 0, "paused_reason" varchar(200) null, "dispatch_epoch" int not null default 0,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "campaigns" ("company_id", "id");')
    // One row per recipient and campaign: the unique key is what makes a repeated expansion harmless.
    this.addSql(`create table "campaigns_shippings" ("id" bigserial primary key, ${company},
      "campaign_id" int not null references "campaigns" ("id") on delete cascade,
      "recipient_key" varchar(60) not null, "position" int not null,
      "contact_id" int null, "number" varchar(50) not null, "name" varchar(250) not null, "email" varchar(255) not null default '',
      "message_slot" smallint not null,
      "status" varchar(30) not null default 'waiting' check ("status" in ('waiting', 'sending', 'confirmation-requested', 'confirmed', 'confirming', 'declined', 'delivered', 'failed')),
      "confirmation_requested_at" timestamptz null, "confirmed_at" timestamptz null,
      "delivered_at" timestamptz null, "failed_at" timestamptz null, "failure_reason" varchar(500) null,
      "ticket_id" int null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      unique ("campaign_id", "recipient_key"));`)
    this.addSql('create index on "campaigns_shippings" ("campaign_id", "status", "position");')
    this.addSql(
      `create index "campaigns_shippings_awaiting" on "campaigns_shippings" ("company_id", "contact_id") where "status" = 'confirmation-requested';`,
    )
    // One row per company: item writes and the number check's last step lock it, so a check ending
    // while items are added always sees them (see contact-lists/number-check.ts).
    this.addSql(`create table "campaigns_number_checks" (${company} primary key,
      "requested_at" timestamptz not null default now());`)
    this.addSql(`create table "campaigns_settings" ("id" serial primary key, ${company},
      "key" varchar(50) not null, "value" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      unique ("company_id", "key"));`)
  }

  override down(): void {
    this.addSql(
      'drop table if exists "campaigns_number_checks", "campaigns_settings", "campaigns_shippings", "campaigns", "campaigns_contact_list_items", "campaigns_contact_lists";',
    )
  }
}

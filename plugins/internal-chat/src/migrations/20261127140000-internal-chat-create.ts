import { Migration } from '@atendo/plugin-api'

/**
 * The internal chat's tables. Members and messages go with their chat (`on delete cascade`), and
 * with their user: a removed user leaves the chats, and their messages with them.
 */
export class CreateInternalChat extends Migration {
  override name = '20261127140000-internal-chat-create'

  override up(): void {
    this.addSql(`create table "internal_chat_chats" (
      "id" serial primary key, "uuid" uuid not null unique default gen_random_uuid(),
      "company_id" int not null references "companies" ("id") on delete cascade,
      "title" varchar(100) not null, "owner_id" int not null references "users" ("id") on delete cascade,
      "last_message" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`)
    this.addSql(
      'create index "internal_chat_chats_company_updated_index" on "internal_chat_chats" ("company_id", "updated_at" desc, "id" desc);',
    )
    this.addSql(`create table "internal_chat_members" (
      "id" serial primary key,
      "company_id" int not null references "companies" ("id") on delete cascade,
      "chat_id" int not null references "internal_chat_chats" ("id") on delete cascade,
      "user_id" int not null references "users" ("id") on delete cascade,
      "unreads" int not null default 0 check ("unreads" >= 0),
      "created_at" timestamptz not null, "updated_at" timestamptz not null,
      unique ("chat_id", "user_id"));`)
    this.addSql(
      'create index "internal_chat_members_user_index" on "internal_chat_members" ("company_id", "user_id");',
    )
    this.addSql(`create table "internal_chat_messages" (
      "id" serial primary key,
      "company_id" int not null references "companies" ("id") on delete cascade,
      "chat_id" int not null references "internal_chat_chats" ("id") on delete cascade,
      "sender_id" int not null references "users" ("id") on delete cascade,
      "message" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`)
    this.addSql(
      'create index "internal_chat_messages_chat_index" on "internal_chat_messages" ("chat_id", "id" desc);',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "internal_chat_messages";')
    this.addSql('drop table if exists "internal_chat_members";')
    this.addSql('drop table if exists "internal_chat_chats";')
  }
}

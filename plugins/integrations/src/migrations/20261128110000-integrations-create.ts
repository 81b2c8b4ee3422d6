import { Migration } from '@atendo/plugin-api'

/** Queue integrations, file lists with their options, and the per-ticket sessions of the runtimes. */
export class CreateIntegrations extends Migration {
  override name = '20261128110000-integrations-create'

  override up(): void {
    const company = `"company_id" int not null references "companies" ("id") on delete cascade`
    this.addSql(`create table "integrations_queue_integrations" ("id" serial primary key, ${company},
      "type" varchar(20) not null check ("type" in ('dialogflow', 'n8n', 'webhook', 'typebot', 'flowbuilder')),
      "name" varchar(50) not null, "project_name" varchar(100) not null default '',
      "json_content" text not null default '', "language" varchar(10) not null default 'pt-BR',
      "url_n8n" varchar(2000) not null default '',
      "typebot_slug" varchar(200) not null default '', "typebot_delay_message" int not null default 1000,
      "typebot_expires" int not null default 1, "typebot_keyword_finish" varchar(100) not null default '',
      "typebot_keyword_restart" varchar(100) not null default '', "typebot_restart_message" text not null default '',
      "typebot_unknown_message" text not null default '', "flow_id" int null,
      "callback_secret" varchar(64) not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "integrations_queue_integrations" ("company_id", "id");')
    this.addSql(`create table "integrations_file_lists" ("id" serial primary key, ${company},
      "name" varchar(100) not null, "message" text not null, "user_id" int null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "integrations_file_lists" ("company_id", "id");')
    this.addSql(`create table "integrations_file_list_options" ("id" serial primary key, ${company},
      "file_list_id" int not null references "integrations_file_lists" ("id") on delete cascade,
      "name" varchar(100) not null, "path" varchar(500) null, "file_name" varchar(255) null,
      "media_type" varchar(100) null, "position" int not null default 0,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql(
      'create index on "integrations_file_list_options" ("company_id", "file_list_id", "position");',
    )
    // One integration per ticket: what its runtime remembers between two customer messages, and
    // (ended_at) that it already handed the ticket back, so it does not take the ticket again.
    this.addSql(`create table "integrations_sessions" ("ticket_id" int primary key references "tickets" ("id") on delete cascade, ${company},
      "integration_id" int not null references "integrations_queue_integrations" ("id") on delete cascade,
      "remote_session" varchar(500) null, "state" jsonb not null default '{}', "last_activity_at" timestamptz not null,
      "ended_at" timestamptz null,
      "created_at" timestamptz not null default now());`)

    // A flow's TypeBot node run by this plugin: the Typebot session per ticket and node.
    this.addSql(`create table "integrations_flow_node_sessions" (${company},
      "ticket_id" int not null references "tickets" ("id") on delete cascade, "node_id" varchar(100) not null,
      "remote_session" varchar(500) null, "state" jsonb not null default '{}',
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      primary key ("ticket_id", "node_id"));`)
  }

  override down(): void {
    this.addSql(
      'drop table if exists "integrations_flow_node_sessions", "integrations_sessions", "integrations_file_list_options", "integrations_file_lists", "integrations_queue_integrations";',
    )
  }
}

import { Migration } from '@atendo/plugin-api'

/** Flows, phrase campaigns and the per-ticket state of running flows. */
export class CreateFlows extends Migration {
  override name = '20261128100000-flows-create'

  override up(): void {
    const company = `"company_id" int not null references "companies" ("id") on delete cascade`
    // nodes and connections: the canvas's document (docs/flows.md); null until first saved.
    this.addSql(`create table "flows" ("id" serial primary key, ${company},
      "name" varchar(50) not null, "active" boolean not null default true,
      "nodes" jsonb null, "connections" jsonb null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "flows" ("company_id", "id");')
    this.addSql(`create table "flows_phrase_campaigns" ("id" serial primary key, ${company},
      "name" varchar(50) not null,
      "flow_id" int not null references "flows" ("id") on delete cascade,
      "whatsapp_id" int null references "connections" ("id") on delete set null,
      "phrase" varchar(200) not null, "status" boolean not null default true,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "flows_phrase_campaigns" ("company_id", "status");')
    // One row per flow started on a ticket. position: the node (and, in a content node, the
    // element) the next step runs; step: bumped by every committed step, so a step job carrying
    // an older number is a duplicate and does nothing. sending_*: the send a step attempted,
    // so a retried step first looks whether that message was already stored.
    this.addSql(`create table "flows_runs" ("id" bigserial primary key, ${company},
      "flow_id" int not null references "flows" ("id") on delete cascade,
      "ticket_id" int not null references "tickets" ("id") on delete cascade,
      "contact_id" int not null, "connection_id" int not null,
      "status" varchar(10) not null default 'running' check ("status" in ('running', 'waiting', 'ended')),
      "node_id" varchar(64) not null, "element" int not null default 0,
      "step" int not null default 0, "input" text null,
      "variables" jsonb not null default '{}',
      "sending_step" int null, "sending_since" timestamptz null,
      "ended_reason" varchar(30) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    // At most one flow drives a ticket: a second start loses on this index.
    this.addSql(
      `create unique index "flows_runs_one_per_ticket" on "flows_runs" ("ticket_id") where "status" <> 'ended';`,
    )
    this.addSql('create index on "flows_runs" ("company_id", "ticket_id");')
  }

  override down(): void {
    this.addSql('drop table if exists "flows_runs", "flows_phrase_campaigns", "flows";')
  }
}

import { Migration } from '@atendo/plugin-api'

/** AI prompts, and which prompt drives which ticket (and whether it handed the ticket over). */
export class CreateAiOpenAi extends Migration {
  override name = '20261128120000-ai-openai-create'

  override up(): void {
    const company = `"company_id" int not null references "companies" ("id") on delete cascade`
    // api_key and voice_key are secrets: answered masked, never logged (prompts/prompt-view.ts).
    this.addSql(`create table "ai_prompts" ("id" serial primary key, ${company},
      "name" varchar(100) not null, "prompt" text not null, "api_key" varchar(500) not null,
      "voice" varchar(20) not null default 'texto', "voice_key" varchar(500) null, "voice_region" varchar(50) null,
      "max_tokens" int not null default 100, "temperature" real not null default 1, "max_messages" int not null default 10,
      "queue_id" int null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "ai_prompts" ("company_id", "id");')
    // One row per ticket the agent took: the prompt it answers with, and when it gave the ticket
    // to the attendants (then it stays out of that conversation).
    this.addSql(`create table "ai_agent_tickets" ("ticket_id" int primary key references "tickets" ("id") on delete cascade,
      ${company}, "prompt_id" int not null references "ai_prompts" ("id") on delete cascade,
      "handed_over_at" timestamptz null, "handover_reason" varchar(200) null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`)
    this.addSql('create index on "ai_agent_tickets" ("company_id", "ticket_id");')
  }

  override down(): void {
    this.addSql('drop table if exists "ai_agent_tickets", "ai_prompts";')
  }
}

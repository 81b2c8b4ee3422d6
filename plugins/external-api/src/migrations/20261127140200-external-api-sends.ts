import { Migration } from '@atendo/plugin-api'

/** The sends made with an idempotency key; one per connection and key (the unique index settles races). */
export class CreateExternalApiSends extends Migration {
  override name = '20261127140200-external-api-sends'

  override up(): void {
    this.addSql(`create table "external_api_sends" (
      "id" serial primary key,
      "company_id" int not null references "companies" ("id") on delete cascade,
      "connection_id" int not null references "connections" ("id") on delete cascade,
      "idempotency_key" varchar(200) not null, "request_digest" char(64) not null,
      "status" text not null default 'pending' check ("status" in ('pending', 'done')),
      "answer" jsonb null, "created_at" timestamptz not null,
      unique ("connection_id", "idempotency_key"));`)
    this.addSql('create index "external_api_sends_company_index" on "external_api_sends" ("company_id");')
  }

  override down(): void {
    this.addSql('drop table if exists "external_api_sends";')
  }
}

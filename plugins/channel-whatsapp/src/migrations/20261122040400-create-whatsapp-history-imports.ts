import { Migration } from '@atendo/plugin-api'

/** The history import of each connection (administration.md: import old messages between dates). */
export class CreateWhatsAppHistoryImports extends Migration {
  override name = '20261122040400-channel-whatsapp-history-imports'

  override up(): void {
    this.addSql(
      `create table "whatsapp_history_imports" ("connection_id" int primary key references "connections" ("id") on delete cascade, "company_id" int not null, "window_from" timestamptz not null, "window_to" timestamptz null, "include_groups" boolean not null, "status" varchar(20) not null, "seen" int not null default 0, "imported" int not null default 0, "started_at" timestamptz not null, "finished_at" timestamptz null);`,
    )
    this.addSql(
      'create index "whatsapp_history_imports_company_id_index" on "whatsapp_history_imports" ("company_id");',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_history_imports";')
  }
}

import { Migration } from '@atendo/plugin-api'

/** Session keys and leases of the WhatsApp channel; both go away with their connection. */
export class CreateWhatsAppSessions extends Migration {
  override name = '20261122040000-channel-whatsapp-sessions'

  override up(): void {
    this.addSql(
      `create table "whatsapp_auth_keys" ("company_id" int not null, "connection_id" int not null references "connections" ("id") on delete cascade, "type" varchar(40) not null, "key_id" varchar(255) not null, "value" text not null, "updated_at" timestamptz not null default now(), primary key ("connection_id", "type", "key_id"));`,
    )
    this.addSql('create index "whatsapp_auth_keys_company_id_index" on "whatsapp_auth_keys" ("company_id");')
    this.addSql(
      `create table "whatsapp_session_leases" ("connection_id" int primary key references "connections" ("id") on delete cascade, "company_id" int not null, "holder" varchar(200) not null, "expires_at" timestamptz not null, "logout_requested" boolean not null default false);`,
    )
    this.addSql(
      'create index "whatsapp_session_leases_company_id_index" on "whatsapp_session_leases" ("company_id");',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_session_leases";')
    this.addSql('drop table if exists "whatsapp_auth_keys";')
  }
}

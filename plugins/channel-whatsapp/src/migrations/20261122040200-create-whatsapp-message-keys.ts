import { Migration } from '@atendo/plugin-api'

/**
 * Who wrote each message, in WhatsApp's terms (chat jid, ours or theirs, group participant): a
 * reply, a reaction or a read receipt must name the target message's full key, and the channel
 * contract carries only its id.
 */
export class CreateWhatsAppMessageKeys extends Migration {
  override name = '20261122040200-channel-whatsapp-message-keys'

  override up(): void {
    this.addSql(
      `create table "whatsapp_message_keys" ("connection_id" int not null references "connections" ("id") on delete cascade, "external_id" varchar(200) not null, "company_id" int not null, "remote_jid" varchar(200) not null, "from_me" boolean not null, "participant" varchar(200) null, "created_at" timestamptz not null default now(), primary key ("connection_id", "external_id"));`,
    )
    this.addSql(
      'create index "whatsapp_message_keys_company_id_index" on "whatsapp_message_keys" ("company_id");',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_message_keys";')
  }
}

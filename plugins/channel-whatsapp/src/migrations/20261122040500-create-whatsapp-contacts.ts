import { Migration } from '@atendo/plugin-api'

/**
 * The phone's address book as WhatsApp synced it to the session (for the contacts import), and when
 * each person's profile picture was last looked at.
 */
export class CreateWhatsAppContacts extends Migration {
  override name = '20261122040500-channel-whatsapp-contacts'

  override up(): void {
    this.addSql(
      `create table "whatsapp_contacts" ("connection_id" int not null references "connections" ("id") on delete cascade, "jid" varchar(200) not null, "company_id" int not null, "phone" varchar(50) null, "lid" varchar(200) null, "name" varchar(250) null, "notify" varchar(250) null, "picture_checked_at" timestamptz null, "picture_hash" varchar(64) null, "picture_key" varchar(500) null, "updated_at" timestamptz not null default now(), primary key ("connection_id", "jid"));`,
    )
    this.addSql('create index "whatsapp_contacts_company_id_index" on "whatsapp_contacts" ("company_id");')
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_contacts";')
  }
}

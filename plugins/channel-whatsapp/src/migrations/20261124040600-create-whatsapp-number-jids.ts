import { Migration } from '@atendo/plugin-api'

/**
 * The jid WhatsApp answered for a phone number (`onWhatsApp`), per company: messages go there. A
 * Brazilian mobile registered before the ninth digit answers with its 12-digit jid; checked once,
 * then read from here until `checked_at` is old enough to ask again.
 */
export class CreateWhatsAppNumberJids extends Migration {
  override name = '20261124040600-channel-whatsapp-number-jids'

  override up(): void {
    this.addSql(
      `create table "whatsapp_number_jids" ("company_id" int not null references "companies" ("id") on delete cascade, "number" varchar(50) not null, "jid" varchar(200) not null, "checked_at" timestamptz not null default now(), primary key ("company_id", "number"));`,
    )
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_number_jids";')
  }
}

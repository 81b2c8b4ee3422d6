import { Migration } from '@atendo/plugin-api'

/** How far each session has taken messages in, so a reconnection knows what it missed. */
export class CreateWhatsAppSessionMarks extends Migration {
  override name = '20261122040100-channel-whatsapp-session-marks'

  override up(): void {
    this.addSql(
      `create table "whatsapp_session_marks" ("connection_id" int primary key references "connections" ("id") on delete cascade, "company_id" int not null, "last_message_at" timestamptz not null);`,
    )
    this.addSql(
      'create index "whatsapp_session_marks_company_id_index" on "whatsapp_session_marks" ("company_id");',
    )
  }

  override down(): void {
    this.addSql('drop table if exists "whatsapp_session_marks";')
  }
}

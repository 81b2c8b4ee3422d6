import { Migration } from '@mikro-orm/migrations'

/**
 * Transcriptions of received audios (core/src/modules/messages/transcribe-audio.ts), one per
 * message, and the index that finds a received audio by its stored file, as the inbox names it
 * (`GET /messages/transcribeAudio/{file}`), without reading the company's other messages.
 */
export class MessageTranscriptionsMigration extends Migration {
  override name = '20261125020000-message-transcriptions'

  override up(): void {
    for (const statement of statements) this.addSql(statement)
  }
}

const statements = [
  'create table "message_transcriptions" ("message_id" bigint primary key, "company_id" int not null, "media_url" varchar(500) not null, "provider" varchar(100) not null, "text" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);',
  'create index "message_transcriptions_company_id_index" on "message_transcriptions" ("company_id");',
  'alter table "message_transcriptions" add constraint "message_transcriptions_message_fk" foreign key ("message_id") references "messages" ("id") on delete cascade;',
  'alter table "message_transcriptions" add constraint "message_transcriptions_company_fk" foreign key ("company_id") references "companies" ("id") on delete cascade;',
  `create index "messages_received_audio_file" on "messages" ("media_url") where "media_type" = 'audio' and not "from_me";`,
]

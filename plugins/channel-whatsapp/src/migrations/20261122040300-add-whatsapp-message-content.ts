import { Migration } from '@atendo/plugin-api'

/**
 * The content of messages a session must show WhatsApp again: our own sent messages (a recipient
 * that could not decrypt one asks for it again, and Baileys resends it from here) and polls (votes
 * arrive encrypted with the poll's secret). Whether a message came from a history import. Rows are
 * pruned by age (`channel-whatsapp.prune-message-keys`), hence the index on `created_at`.
 */
export class AddWhatsAppMessageContent extends Migration {
  override name = '20261122040300-channel-whatsapp-message-content'

  override up(): void {
    this.addSql(
      'alter table "whatsapp_message_keys" add column "content" bytea null, add column "imported" boolean not null default false;',
    )
    this.addSql(
      'create index "whatsapp_message_keys_created_at_index" on "whatsapp_message_keys" ("created_at");',
    )
  }

  override down(): void {
    this.addSql('drop index if exists "whatsapp_message_keys_created_at_index";')
    this.addSql('alter table "whatsapp_message_keys" drop column "content", drop column "imported";')
  }
}

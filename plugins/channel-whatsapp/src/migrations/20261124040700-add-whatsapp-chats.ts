import { Migration } from '@atendo/plugin-api'

/**
 * The phone's one-to-one chats (history syncs, `chats.upsert`), for the contacts import from chats:
 * `chat_at` is when the chat's last message was, null for people the phone has no chat with.
 */
export class AddWhatsAppChats extends Migration {
  override name = '20261124040700-channel-whatsapp-chats'

  override up(): void {
    this.addSql('alter table "whatsapp_contacts" add column "chat_at" timestamptz null;')
  }

  override down(): void {
    this.addSql('alter table "whatsapp_contacts" drop column "chat_at";')
  }
}

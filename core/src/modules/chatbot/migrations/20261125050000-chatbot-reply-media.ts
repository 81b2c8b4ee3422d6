import { Migration } from '@mikro-orm/migrations'

/**
 * The connection's greeting media on the bot's outbox (core/src/modules/chatbot, docs/chatbot.md):
 * an answer carrying the connection's greeting keeps the stored key of the connection's
 * `greetingMediaAttachment` as it was when the turn decided, and goes out as that file with the
 * greeting as its caption. Null for every other answer.
 */
export class ChatbotReplyMediaMigration extends Migration {
  override name = '20261125050000-chatbot-reply-media'

  override up(): void {
    this.addSql('alter table "chatbot_replies" add column "greeting_media" varchar(500) null;')
  }
}

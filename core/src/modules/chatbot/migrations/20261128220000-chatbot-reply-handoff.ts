import { Migration } from '@mikro-orm/migrations'

/**
 * Chatbot handoffs on the bot's outbox (plugin-api chatbot-handoffs.ts, docs/chatbot.md): the
 * moment a turn takes a ticket to a queue naming an integration or file list, or the customer
 * chooses an option of type `integration` or `file`, is kept in `chatbot_replies` with the turn's
 * answers (body empty, `hand_off` what was reached), so the plugins hear of it after the answers
 * went out, in order, once, even if the process dies after the commit.
 */
export class ChatbotReplyHandoffMigration extends Migration {
  override name = '20261128220000-chatbot-reply-handoff'

  override up(): void {
    this.addSql('alter table "chatbot_replies" add column "hand_off" jsonb null;')
  }
}

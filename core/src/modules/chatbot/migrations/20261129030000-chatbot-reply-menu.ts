import { Migration } from '@mikro-orm/migrations'

/**
 * Interactive menus on the bot's outbox (company option chatBotType `list` or `button`,
 * docs/chatbot.md "Lists and buttons"): an answer that is a menu keeps its entries in `menu`, so
 * the delivery sends it as a list or buttons where the ticket's channel has them and as the
 * numbered text (`body`) elsewhere.
 */
export class ChatbotReplyMenuMigration extends Migration {
  override name = '20261129030000-chatbot-reply-menu'

  override up(): void {
    this.addSql('alter table "chatbot_replies" add column "menu" jsonb null;')
  }
}

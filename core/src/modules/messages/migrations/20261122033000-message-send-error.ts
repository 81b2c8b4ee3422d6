import { Migration } from '@mikro-orm/migrations'

/**
 * Outbound messages whose channel refused them keep the reason, so the conversation can show the
 * message as failed instead of leaving it pending forever.
 */
export class MessageSendErrorMigration extends Migration {
  override name = '20261122033000-message-send-error'

  override up(): void {
    this.addSql('alter table "messages" add column "send_error" text null;')
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The inactivity messages sent (docs/automations.md "Inactivity message"): one per ticket and
 * customer message it waited after (0 before the customer ever wrote). The unique key makes the
 * message go once, whatever the number of workers sweeping; the customer's next message allows
 * the next one.
 */
export class TicketInactivityNoticesMigration extends Migration {
  override name = '20261127130100-ticket-inactivity-notices'

  override up(): void {
    this.addSql(`create table "ticket_inactivity_notices" (
      "id" serial primary key,
      "company_id" int not null,
      "ticket_id" int not null,
      "after_message_id" int not null,
      "created_at" timestamptz not null,
      constraint "ticket_inactivity_notices_once" unique ("company_id", "ticket_id", "after_message_id")
    );`)
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * Which automation drives a ticket (core/src/modules/inbound/handlers, docs/plugins.md
 * "Inbound handlers"): the id of the inbound handler that claimed it, and since when. Null: the
 * attendants do. One automation at a time; a handler hands the ticket back by clearing it.
 */
export class TicketAutomationMigration extends Migration {
  override name = '20261126010000-ticket-automation'

  override up(): void {
    this.addSql('alter table "tickets" add column "automation" varchar(200) null;')
    this.addSql('alter table "tickets" add column "automation_since" timestamptz null;')
  }
}

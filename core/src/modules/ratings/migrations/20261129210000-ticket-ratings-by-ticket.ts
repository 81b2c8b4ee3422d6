import { Migration } from '@mikro-orm/migrations'

/**
 * A ticket's ratings by the ticket: every inbound message's live event shows its ticket's ratings
 * (inbound/live/written-rows.ts), and without this index each one read all of the company's
 * ratings, one more for every closed ticket.
 */
export class TicketRatingsByTicketMigration extends Migration {
  override name = '20261129210000-ticket-ratings-by-ticket'

  override up(): void {
    this.addSql('create index "ticket_ratings_ticket_index" on "ticket_ratings" ("ticket_id");')
  }
}

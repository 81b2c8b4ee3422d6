import { Migration } from '@mikro-orm/migrations'

/**
 * The ticket list without a status filter (searches, react-admin, "all" views) in activity order:
 * without this index PostgreSQL reads and sorts every ticket of the company to return one page.
 */
export class TicketListByActivityMigration extends Migration {
  override name = '20261122036500-ticket-list-by-activity'

  override up(): void {
    this.addSql(
      'create index "tickets_list_by_activity" on "tickets" ("company_id", "updated_at" desc, "id" desc);',
    )
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The tickets' index on `company_id` alone goes: the list indexes start with it and serve the
 * same lookups. A message's ticket update changes `updated_at`, which the list indexes hold, so
 * it writes a new entry in every index of the table: one fewer now.
 */
export class TicketsCompanyIndexDroppedMigration extends Migration {
  override name = '20261129170200-tickets-company-index-dropped'

  override up(): void {
    this.addSql('drop index if exists "tickets_company_id_index";')
  }
}

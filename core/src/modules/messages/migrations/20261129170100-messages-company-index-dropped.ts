import { Migration } from '@mikro-orm/migrations'

/**
 * The messages' index on `company_id` alone goes: (company, from_me, created_at) starts with it
 * and serves the same lookups, and every message stored wrote one index fewer.
 */
export class MessagesCompanyIndexDroppedMigration extends Migration {
  override name = '20261129170100-messages-company-index-dropped'

  override up(): void {
    this.addSql('drop index if exists "messages_company_id_index";')
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The contacts' and their identities' indexes on `company_id` alone go: each table has another
 * index that starts with `company_id` ((company, lower(name)) and the unique (company, kind,
 * value)), which serves the same lookups. Every stored contact and identity wrote one index
 * fewer, and a planner without statistics yet (a new installation's first minute) took the short
 * index for the unique one and compared a company's every identity with each one looked for.
 */
export class ContactsCompanyIndexDroppedMigration extends Migration {
  override name = '20261129170000-contacts-company-index-dropped'

  override up(): void {
    this.addSql('drop index if exists "contacts_company_id_index";')
    this.addSql('drop index if exists "contact_identities_company_id_index";')
  }
}

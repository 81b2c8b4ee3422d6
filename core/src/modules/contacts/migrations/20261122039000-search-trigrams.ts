import { Migration } from '@mikro-orm/migrations'

/** Trigram indexes so substring searches (`ilike '%...%'`) on contacts stay fast in big companies. */
export class SearchTrigramsMigration extends Migration {
  override name = '20261122039000-search-trigrams'

  override up(): void {
    // pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
    this.addSql('create extension if not exists pg_trgm;')
    this.addSql('create index "contacts_name_trigram" on "contacts" using gin ("name" gin_trgm_ops);')
    this.addSql('create index "contacts_number_trigram" on "contacts" using gin ("number" gin_trgm_ops);')
  }
}

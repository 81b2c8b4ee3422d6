import { Migration } from '@mikro-orm/migrations'

/**
 * The inbound events by age, for the retention (inbound-retention.ts), which deletes the oldest
 * first: appended at the index's right edge as events arrive. It replaces the index on
 * `company_id` alone, which nothing reads (events are found by id, by their delivery key and by
 * their connection's pending conversations), so recording an event writes no more index entries
 * than before.
 */
export class InboundEventsByAgeMigration extends Migration {
  override name = '20261129200000-inbound-events-by-age'

  override up(): void {
    this.addSql(`create index "inbound_events_received_at_index" on "inbound_events" ("received_at");`)
    this.addSql(`drop index if exists "inbound_events_company_id_index";`)
  }
}

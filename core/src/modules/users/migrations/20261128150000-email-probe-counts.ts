import { Migration } from '@mikro-orm/migrations'

/**
 * Refused e-mail addresses per company and hour (docs/security.md, "E-mail uniqueness"): a company
 * creating users with addresses that are taken may be probing for other companies' accounts; past
 * a bound it is held for the rest of the hour. Kept in the database so the count survives restarts
 * and is shared by every API node.
 */
export class EmailProbeCountsMigration extends Migration {
  override name = '20261128150000-email-probe-counts'

  override up(): void {
    this.addSql(`create table "email_probe_counts" (
      "company_id" int not null,
      "window_start" timestamptz not null,
      "refusals" int not null default 0,
      primary key ("company_id", "window_start")
    );`)
  }
}

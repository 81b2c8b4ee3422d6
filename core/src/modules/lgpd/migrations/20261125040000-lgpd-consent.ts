import { Migration } from '@mikro-orm/migrations'

/**
 * The LGPD consent dialog (core/src/modules/lgpd, docs/lgpd.md). No table of its own: a ticket
 * waiting for the contact's consent has the status `lgpd`, and `lgpd_consent_asks` counts how often
 * the consent message went out on it (the first time and the repeats after answers that were
 * neither 1 nor 2). The contact's consent is the existing `contacts.lgpd_accepted_at`.
 *
 * A ticket waiting for consent is a working ticket: the "one working ticket per company + contact +
 * connection" index covers it, so the contact's next messages find it instead of opening another.
 */
export class LgpdConsentMigration extends Migration {
  override name = '20261125040000-lgpd-consent'

  override up(): void {
    for (const statement of statements) this.addSql(statement)
  }
}

const statements = [
  'alter table "tickets" drop constraint "tickets_status_check";',
  `alter table "tickets" add constraint "tickets_status_check" check ("status" in ('pending', 'open', 'closed', 'group', 'lgpd'));`,
  'drop index "tickets_one_working_per_contact";',
  `create unique index "tickets_one_working_per_contact" on "tickets" ("company_id", "contact_id", coalesce("connection_id", 0)) where "status" in ('pending', 'open', 'group', 'lgpd');`,
  'alter table "tickets" add column "lgpd_consent_asks" int not null default 0;',
]

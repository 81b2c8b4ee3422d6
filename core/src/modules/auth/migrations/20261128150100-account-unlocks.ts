import { Migration } from '@mikro-orm/migrations'

/**
 * One-time unlock links (docs/security.md, "Lock-out"): when an account is held by the
 * account-wide login limit, its owner is e-mailed a link that makes the browser opening it a known
 * device of the account. Only the token's hash is kept; a link works once and for an hour.
 */
export class AccountUnlocksMigration extends Migration {
  override name = '20261128150100-account-unlocks'

  override up(): void {
    this.addSql(`create table "account_unlocks" (
      "id" serial primary key,
      "user_id" int not null references "users" ("id") on delete cascade,
      "token_hash" varchar(64) not null unique,
      "created_at" timestamptz not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null
    );`)
    this.addSql(`create index "account_unlocks_user_created" on "account_unlocks" ("user_id", "created_at");`)
  }
}

import { Migration } from '@mikro-orm/migrations'

/**
 * The job outbox (core/src/kernel/jobs/job-outbox.ts): one row per durable job run, written in the
 * transaction of the rows that need the work and deleted in the transaction that did it. A row
 * is `pending` until then (leased by a worker while `locked_until` is ahead), or `failed` once its
 * attempts ran out, kept with its last error. `dispatched_at` is when it was last handed to the
 * job backend; rows never handed over, or handed over long ago without a result, are handed over
 * again by the dispatcher's poll. At most one pending run per job and dedupe key.
 */
export class JobOutboxMigration extends Migration {
  override name = '20261126000000-job-outbox'

  override up(): void {
    this.addSql(`create table "job_outbox" (
      "id" bigserial primary key,
      "job" varchar(200) not null,
      "payload" jsonb not null,
      "company_id" int null,
      "dedupe_key" varchar(200) null,
      "status" text not null default 'pending',
      "attempts" int not null default 0,
      "last_error" text null,
      "run_at" timestamptz not null,
      "locked_until" timestamptz null,
      "dispatched_at" timestamptz null,
      "created_at" timestamptz not null,
      "finished_at" timestamptz null,
      constraint "job_outbox_status_check" check ("status" in ('pending', 'failed'))
    );`)
    this.addSql('create index "job_outbox_company_id_index" on "job_outbox" ("company_id");')
    this.addSql(`create index "job_outbox_due" on "job_outbox" ("run_at") where "status" = 'pending';`)
    this.addSql(
      `create unique index "job_outbox_dedupe" on "job_outbox" ("job", "dedupe_key") where "status" = 'pending' and "dedupe_key" is not null;`,
    )
  }
}

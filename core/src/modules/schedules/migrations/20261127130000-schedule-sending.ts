import { Migration } from '@mikro-orm/migrations'

/**
 * What sending a schedule records (docs/automations.md "Scheduled messages"): how many sends of
 * the series went out and when the series started (the recurrence counts from it), why the last
 * send failed, and the send in progress (its ticket and the last message the ticket had before
 * it), so a run that restarts after a crash finds a message it already sent instead of sending
 * it again.
 */
export class ScheduleSendingMigration extends Migration {
  override name = '20261127130000-schedule-sending'

  override up(): void {
    this.addSql(`alter table "schedules"
      add column "sends_done" int not null default 0,
      add column "series_start_at" timestamptz null,
      add column "failure_reason" varchar(500) null,
      add column "sending_ticket_id" int null,
      add column "sending_after_message_id" int null,
      add column "sending_run" varchar(40) null;`)
  }
}

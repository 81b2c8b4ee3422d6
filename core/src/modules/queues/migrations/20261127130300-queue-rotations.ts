import { Migration } from '@mikro-orm/migrations'

/**
 * Where each queue's rotation stands (docs/automations.md "Queue rotation"): the attendant who got
 * the last ticket (the next goes to the one after) and when the queue last rotated (it rotates
 * every `tempoRoteador` minutes). Its row is locked while a worker rotates the queue.
 */
export class QueueRotationsMigration extends Migration {
  override name = '20261127130300-queue-rotations'

  override up(): void {
    this.addSql(`create table "queue_rotations" (
      "company_id" int not null,
      "queue_id" int not null,
      "last_user_id" int null,
      "rotated_at" timestamptz null,
      primary key ("company_id", "queue_id")
    );`)
  }
}

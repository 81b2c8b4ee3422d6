import { Migration } from '@mikro-orm/migrations'

/**
 * When a tag (a kanban lane) was put on a ticket: a lane with `timeLane` moves its tickets to
 * `nextLaneId` that many hours after they entered it (docs/automations.md "Kanban lanes").
 */
export class TicketLaneSinceMigration extends Migration {
  override name = '20261127130400-ticket-lane-since'

  override up(): void {
    this.addSql('alter table "ticket_tags" add column "added_at" timestamptz not null default now();')
  }
}

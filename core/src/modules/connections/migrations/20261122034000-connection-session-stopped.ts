import { Migration } from '@mikro-orm/migrations'

/**
 * Connections remember that a user stopped their session (DELETE /whatsappsession/:id), so a
 * restart reconnects every other connection, including those the channel dropped, but not these.
 */
export class ConnectionSessionStoppedMigration extends Migration {
  override name = '20261122034000-connection-session-stopped'

  override up(): void {
    this.addSql('alter table "connections" add column "session_stopped" boolean not null default false;')
  }
}

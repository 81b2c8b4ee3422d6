import { Migration } from '@mikro-orm/migrations'

/**
 * Plugins' per-user permissions (`permissions.switch()`), stored per user as one JSON object keyed
 * by permission, so a plugin adding one needs no migration of the users table. A key absent from a
 * user means the plugin's default.
 */
export class UserPluginPermissionsMigration extends Migration {
  override name = '20261122044000-user-plugin-permissions'

  override up(): void {
    this.addSql(`alter table "users" add column "plugin_permissions" jsonb not null default '{}';`)
  }
}

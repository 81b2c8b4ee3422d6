import { Migration } from '@mikro-orm/migrations'

/**
 * Plugins' plan flags (`plans.flag()`), stored per plan as one JSON object keyed by flag, so a
 * plugin adding a flag needs no migration of the plans table. A key absent from a plan means the
 * plugin's default.
 */
export class PlanPluginFlagsMigration extends Migration {
  override name = '20261122043000-plan-plugin-flags'

  override up(): void {
    this.addSql(`alter table "plans" add column "plugin_flags" jsonb not null default '{}';`)
  }
}

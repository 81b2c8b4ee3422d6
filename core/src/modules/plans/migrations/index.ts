import type { MigrationObject } from '@mikro-orm/core'
import { PlanPluginFlagsMigration } from './20261122043000-plan-plugin-flags.ts'

/** The plans module's migrations, in the order they run. */
export const plansMigrations: MigrationObject[] = [
  { name: '20261122043000-plan-plugin-flags', class: PlanPluginFlagsMigration },
]

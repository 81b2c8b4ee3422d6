import type { MigrationObject } from '@mikro-orm/core'
import { UserPluginPermissionsMigration } from './20261122044000-user-plugin-permissions.ts'
import { EmailProbeCountsMigration } from './20261128150000-email-probe-counts.ts'

/** The users module's migrations, in the order they run. */
export const usersMigrations: MigrationObject[] = [
  { name: '20261122044000-user-plugin-permissions', class: UserPluginPermissionsMigration },
  { name: '20261128150000-email-probe-counts', class: EmailProbeCountsMigration },
]

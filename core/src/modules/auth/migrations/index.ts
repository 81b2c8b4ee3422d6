import type { MigrationObject } from '@mikro-orm/core'
import { AccountUnlocksMigration } from './20261128150100-account-unlocks.ts'

/** The auth module's migrations, in the order they run. */
export const authMigrations: MigrationObject[] = [
  { name: '20261128150100-account-unlocks', class: AccountUnlocksMigration },
]

import type { MigrationObject } from '@mikro-orm/core'
import { LgpdConsentMigration } from './20261125040000-lgpd-consent.ts'

/** The lgpd module's migrations, in the order they run. */
export const lgpdMigrations: MigrationObject[] = [
  { name: '20261125040000-lgpd-consent', class: LgpdConsentMigration },
]

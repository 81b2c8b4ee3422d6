import type { MigrationObject } from '@mikro-orm/core'
import { JobOutboxMigration } from './20261126000000-job-outbox.ts'

/**
 * The kernel's own migrations (its infrastructure tables); each module keeps its migrations beside
 * it, and `coreMigrations` (modules/core-migrations.ts) runs them all in the order of their names.
 */
export const kernelMigrations: MigrationObject[] = [
  { name: '20261126000000-job-outbox', class: JobOutboxMigration },
]

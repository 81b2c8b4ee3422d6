import type { MigrationObject } from '@mikro-orm/core'

/**
 * The kernel's own migrations (its infrastructure tables); each module keeps its migrations beside
 * it, and `coreMigrations` (modules/core-migrations.ts) runs them all in the order of their names.
 */
export const kernelMigrations: MigrationObject[] = []

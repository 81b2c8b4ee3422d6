import type { MigrationObject } from '@mikro-orm/core'
import { CompanyAdministrationMigration } from './20261122035500-company-administration.ts'

/** The companies module's migrations, in the order they run. */
export const companiesMigrations: MigrationObject[] = [
  { name: '20261122035500-company-administration', class: CompanyAdministrationMigration },
]

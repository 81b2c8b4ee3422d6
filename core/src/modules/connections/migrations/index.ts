import type { MigrationObject } from '@mikro-orm/core'
import { ConnectionSessionStoppedMigration } from './20261122034000-connection-session-stopped.ts'

/** The connections module's migrations, in the order they run. */
export const connectionsMigrations: MigrationObject[] = [
  { name: '20261122034000-connection-session-stopped', class: ConnectionSessionStoppedMigration },
]

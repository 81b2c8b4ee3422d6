import type { MigrationObject } from '@mikro-orm/core'
import { ConnectionSessionStoppedMigration } from './20261122034000-connection-session-stopped.ts'
import { ConnectionTokenIndexMigration } from './20261127140100-connection-token-index.ts'

/** The connections module's migrations, in the order they run. */
export const connectionsMigrations: MigrationObject[] = [
  { name: '20261122034000-connection-session-stopped', class: ConnectionSessionStoppedMigration },
  { name: '20261127140100-connection-token-index', class: ConnectionTokenIndexMigration },
]

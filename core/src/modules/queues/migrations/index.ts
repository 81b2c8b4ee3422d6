import type { MigrationObject } from '@mikro-orm/core'
import { QueueRotationsMigration } from './20261127130300-queue-rotations.ts'

/** The queues module's migrations, in the order they run. */
export const queuesMigrations: MigrationObject[] = [
  { name: '20261127130300-queue-rotations', class: QueueRotationsMigration },
]

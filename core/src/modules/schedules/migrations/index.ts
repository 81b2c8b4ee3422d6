import type { MigrationObject } from '@mikro-orm/core'
import { ScheduleSendingMigration } from './20261127130000-schedule-sending.ts'

/** The schedules module's migrations, in the order they run. */
export const schedulesMigrations: MigrationObject[] = [
  { name: '20261127130000-schedule-sending', class: ScheduleSendingMigration },
]

import type { MigrationObject } from '@mikro-orm/core'
import { TicketListByActivityMigration } from './20261122036500-ticket-list-by-activity.ts'

/** The tickets module's migrations, in the order they run. */
export const ticketsMigrations: MigrationObject[] = [
  { name: '20261122036500-ticket-list-by-activity', class: TicketListByActivityMigration },
]

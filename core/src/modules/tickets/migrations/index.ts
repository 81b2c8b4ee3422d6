import type { MigrationObject } from '@mikro-orm/core'
import { TicketListByActivityMigration } from './20261122036500-ticket-list-by-activity.ts'
import { TicketAutomationMigration } from './20261126010000-ticket-automation.ts'

/** The tickets module's migrations, in the order they run. */
export const ticketsMigrations: MigrationObject[] = [
  { name: '20261122036500-ticket-list-by-activity', class: TicketListByActivityMigration },
  { name: '20261126010000-ticket-automation', class: TicketAutomationMigration },
]

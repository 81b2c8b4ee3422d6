import type { MigrationObject } from '@mikro-orm/core'
import { TicketListByActivityMigration } from './20261122036500-ticket-list-by-activity.ts'
import { TicketAutomationMigration } from './20261126010000-ticket-automation.ts'
import { TicketInactivityNoticesMigration } from './20261127130100-ticket-inactivity-notices.ts'
import { TicketLaneSinceMigration } from './20261127130400-ticket-lane-since.ts'
import { TicketsCompanyIndexDroppedMigration } from './20261129170200-tickets-company-index-dropped.ts'

/** The tickets module's migrations, in the order they run. */
export const ticketsMigrations: MigrationObject[] = [
  { name: '20261122036500-ticket-list-by-activity', class: TicketListByActivityMigration },
  { name: '20261126010000-ticket-automation', class: TicketAutomationMigration },
  { name: '20261127130100-ticket-inactivity-notices', class: TicketInactivityNoticesMigration },
  { name: '20261127130400-ticket-lane-since', class: TicketLaneSinceMigration },
  { name: '20261129170200-tickets-company-index-dropped', class: TicketsCompanyIndexDroppedMigration },
]

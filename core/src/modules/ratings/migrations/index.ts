import type { MigrationObject } from '@mikro-orm/core'
import { TicketRatingsMigration } from './20261125010000-ticket-ratings.ts'
import { TicketRatingsByTicketMigration } from './20261129210000-ticket-ratings-by-ticket.ts'

/** The ratings module's migrations, in the order they run. */
export const ratingsMigrations: MigrationObject[] = [
  { name: '20261125010000-ticket-ratings', class: TicketRatingsMigration },
  { name: '20261129210000-ticket-ratings-by-ticket', class: TicketRatingsByTicketMigration },
]

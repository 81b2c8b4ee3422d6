import type { MigrationObject } from '@mikro-orm/core'
import { TicketRatingsMigration } from './20261125010000-ticket-ratings.ts'

/** The ratings module's migrations, in the order they run. */
export const ratingsMigrations: MigrationObject[] = [
  { name: '20261125010000-ticket-ratings', class: TicketRatingsMigration },
]

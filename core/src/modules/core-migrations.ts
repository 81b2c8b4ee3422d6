import type { MigrationObject } from '@mikro-orm/core'
import { kernelMigrations } from '../kernel/db/migrations/index.ts'
import { authMigrations } from './auth/migrations/index.ts'
import { baselineMigrations } from './baseline/index.ts'
import { chatbotMigrations } from './chatbot/migrations/index.ts'
import { companiesMigrations } from './companies/migrations/index.ts'
import { connectionsMigrations } from './connections/migrations/index.ts'
import { contactsMigrations } from './contacts/migrations/index.ts'
import { inboundMigrations } from './inbound/migrations/index.ts'
import { lgpdMigrations } from './lgpd/migrations/index.ts'
import { messagesMigrations } from './messages/migrations/index.ts'
import { plansMigrations } from './plans/migrations/index.ts'
import { queuesMigrations } from './queues/migrations/index.ts'
import { ratingsMigrations } from './ratings/migrations/index.ts'
import { schedulesMigrations } from './schedules/migrations/index.ts'
import { ticketsMigrations } from './tickets/migrations/index.ts'
import { usersMigrations } from './users/migrations/index.ts'

/**
 * Every migration of core, the kernel's and each module's (kept beside it), in the order of their
 * names (a timestamp), which is the order they were written in; plugins' migrations run after.
 */
export const coreMigrations: MigrationObject[] = [
  ...kernelMigrations,
  ...baselineMigrations,
  ...chatbotMigrations,
  ...companiesMigrations,
  ...connectionsMigrations,
  ...contactsMigrations,
  ...inboundMigrations,
  ...lgpdMigrations,
  ...messagesMigrations,
  ...plansMigrations,
  ...queuesMigrations,
  ...ratingsMigrations,
  ...schedulesMigrations,
  ...ticketsMigrations,
  ...usersMigrations,
  ...authMigrations,
].sort((first, second) => first.name.localeCompare(second.name))

import type { MigrationObject } from '@mikro-orm/core'
import { kernelMigrations } from '../kernel/db/migrations/index.ts'
import { baselineMigrations } from './baseline/index.ts'
import { chatbotMigrations } from './chatbot/index.ts'
import { companiesMigrations } from './companies/index.ts'
import { connectionsMigrations } from './connections/index.ts'
import { contactsMigrations } from './contacts/index.ts'
import { lgpdMigrations } from './lgpd/index.ts'
import { messagesMigrations } from './messages/index.ts'
import { plansMigrations } from './plans/index.ts'
import { ratingsMigrations } from './ratings/index.ts'
import { ticketsMigrations } from './tickets/index.ts'
import { usersMigrations } from './users/index.ts'
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
  ...lgpdMigrations,
  ...messagesMigrations,
  ...plansMigrations,
  ...ratingsMigrations,
  ...ticketsMigrations,
  ...usersMigrations,
].sort((first, second) => first.name.localeCompare(second.name))

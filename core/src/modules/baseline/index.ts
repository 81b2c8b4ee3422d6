import type { MigrationObject } from '@mikro-orm/core'
import { KernelMigration } from './20261122000000-kernel.ts'
import { ConversationsMigration } from './20261122020000-conversations.ts'

/** The schema wave 1 laid down in two steps, across the modules (companies, plans, users, sessions and settings; then
 * connections, queues, contacts, tickets, messages and tags). Kept as history: new migrations live beside their module. */
export const baselineMigrations: MigrationObject[] = [
  { name: '20261122000000-kernel', class: KernelMigration },
  { name: '20261122020000-conversations', class: ConversationsMigration },
]

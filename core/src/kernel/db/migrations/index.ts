import type { MigrationObject } from '@mikro-orm/core'
import { KernelMigration } from './20261122000000-kernel.ts'
import { ConversationsMigration } from './20261122020000-conversations.ts'
import { MessageSendErrorMigration } from './20261122033000-message-send-error.ts'

/** The kernel's migrations in the order they run; plugins' migrations run after these. */
export const kernelMigrations: MigrationObject[] = [
  { name: '20261122000000-kernel', class: KernelMigration },
  { name: '20261122020000-conversations', class: ConversationsMigration },
  { name: '20261122033000-message-send-error', class: MessageSendErrorMigration },
]

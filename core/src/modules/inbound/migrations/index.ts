import type { MigrationObject } from '@mikro-orm/core'
import { InboundConversationOrderMigration } from './20261129013000-inbound-conversation-order.ts'
import { InboundEventConversationMigration } from './20261129050000-inbound-event-conversation.ts'

/** The inbound module's migrations, in the order they run. */
export const inboundMigrations: MigrationObject[] = [
  { name: '20261129013000-inbound-conversation-order', class: InboundConversationOrderMigration },
  { name: '20261129050000-inbound-event-conversation', class: InboundEventConversationMigration },
]

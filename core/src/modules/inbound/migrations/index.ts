import type { MigrationObject } from '@mikro-orm/core'
import { InboundConversationOrderMigration } from './20261129013000-inbound-conversation-order.ts'
import { InboundEventConversationMigration } from './20261129050000-inbound-event-conversation.ts'
import { InboundEventsByAgeMigration } from './20261129200000-inbound-events-by-age.ts'

/** The inbound module's migrations, in the order they run. */
export const inboundMigrations: MigrationObject[] = [
  { name: '20261129013000-inbound-conversation-order', class: InboundConversationOrderMigration },
  { name: '20261129050000-inbound-event-conversation', class: InboundEventConversationMigration },
  { name: '20261129200000-inbound-events-by-age', class: InboundEventsByAgeMigration },
]

import type { MigrationObject } from '@mikro-orm/core'
import { ChatbotRuntimeMigration } from './20261125000000-chatbot-runtime.ts'
import { ChatbotReplyMediaMigration } from './20261125050000-chatbot-reply-media.ts'
import { ChatbotReplyHandoffMigration } from './20261128220000-chatbot-reply-handoff.ts'
import { ChatbotReplyMenuMigration } from './20261129030000-chatbot-reply-menu.ts'

/** The chatbot module's migrations, in the order they run. */
export const chatbotMigrations: MigrationObject[] = [
  { name: '20261125000000-chatbot-runtime', class: ChatbotRuntimeMigration },
  { name: '20261125050000-chatbot-reply-media', class: ChatbotReplyMediaMigration },
  { name: '20261128220000-chatbot-reply-handoff', class: ChatbotReplyHandoffMigration },
  { name: '20261129030000-chatbot-reply-menu', class: ChatbotReplyMenuMigration },
]

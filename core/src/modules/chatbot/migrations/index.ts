import type { MigrationObject } from '@mikro-orm/core'
import { ChatbotRuntimeMigration } from './20261125000000-chatbot-runtime.ts'
import { ChatbotReplyMediaMigration } from './20261125050000-chatbot-reply-media.ts'

/** The chatbot module's migrations, in the order they run. */
export const chatbotMigrations: MigrationObject[] = [
  { name: '20261125000000-chatbot-runtime', class: ChatbotRuntimeMigration },
  { name: '20261125050000-chatbot-reply-media', class: ChatbotReplyMediaMigration },
]

import type { MigrationObject } from '@mikro-orm/core'
import { MessageSendErrorMigration } from './20261122033000-message-send-error.ts'
import { MessagesByContactMigration } from './20261122042000-messages-by-contact.ts'
import { MessageTranscriptionsMigration } from './20261125020000-message-transcriptions.ts'
import { MessagesCompanyIndexDroppedMigration } from './20261129170100-messages-company-index-dropped.ts'

/** The messages module's migrations, in the order they run. */
export const messagesMigrations: MigrationObject[] = [
  { name: '20261122033000-message-send-error', class: MessageSendErrorMigration },
  { name: '20261122042000-messages-by-contact', class: MessagesByContactMigration },
  { name: '20261125020000-message-transcriptions', class: MessageTranscriptionsMigration },
  { name: '20261129170100-messages-company-index-dropped', class: MessagesCompanyIndexDroppedMigration },
]

import type { MigrationObject } from '@mikro-orm/core'
import { KernelMigration } from './20261122000000-kernel.ts'
import { ConversationsMigration } from './20261122020000-conversations.ts'
import { MessageSendErrorMigration } from './20261122033000-message-send-error.ts'
import { ConnectionSessionStoppedMigration } from './20261122034000-connection-session-stopped.ts'
import { CompanyAdministrationMigration } from './20261122035500-company-administration.ts'
import { TicketListByActivityMigration } from './20261122036500-ticket-list-by-activity.ts'
import { SearchTrigramsMigration } from './20261122039000-search-trigrams.ts'
import { ContactIdentityLinksMigration } from './20261122041000-contact-identity-links.ts'
import { MessagesByContactMigration } from './20261122042000-messages-by-contact.ts'
import { PlanPluginFlagsMigration } from './20261122043000-plan-plugin-flags.ts'
import { UserPluginPermissionsMigration } from './20261122044000-user-plugin-permissions.ts'
import { ChatbotRuntimeMigration } from './20261125000000-chatbot-runtime.ts'
import { TicketRatingsMigration } from './20261125010000-ticket-ratings.ts'
import { MessageTranscriptionsMigration } from './20261125020000-message-transcriptions.ts'
import { LgpdConsentMigration } from './20261125040000-lgpd-consent.ts'
import { ChatbotReplyMediaMigration } from './20261125050000-chatbot-reply-media.ts'
import { JobOutboxMigration } from './20261126000000-job-outbox.ts'
import { TicketAutomationMigration } from './20261126010000-ticket-automation.ts'

/** The kernel's migrations in the order they run; plugins' migrations run after these. */
export const kernelMigrations: MigrationObject[] = [
  { name: '20261122000000-kernel', class: KernelMigration },
  { name: '20261122020000-conversations', class: ConversationsMigration },
  { name: '20261122033000-message-send-error', class: MessageSendErrorMigration },
  { name: '20261122034000-connection-session-stopped', class: ConnectionSessionStoppedMigration },
  { name: '20261122035500-company-administration', class: CompanyAdministrationMigration },
  { name: '20261122036500-ticket-list-by-activity', class: TicketListByActivityMigration },
  { name: '20261122039000-search-trigrams', class: SearchTrigramsMigration },
  { name: '20261122041000-contact-identity-links', class: ContactIdentityLinksMigration },
  { name: '20261122042000-messages-by-contact', class: MessagesByContactMigration },
  { name: '20261122043000-plan-plugin-flags', class: PlanPluginFlagsMigration },
  { name: '20261122044000-user-plugin-permissions', class: UserPluginPermissionsMigration },
  { name: '20261125000000-chatbot-runtime', class: ChatbotRuntimeMigration },
  { name: '20261125010000-ticket-ratings', class: TicketRatingsMigration },
  { name: '20261125020000-message-transcriptions', class: MessageTranscriptionsMigration },
  { name: '20261125040000-lgpd-consent', class: LgpdConsentMigration },
  { name: '20261125050000-chatbot-reply-media', class: ChatbotReplyMediaMigration },
  { name: '20261126000000-job-outbox', class: JobOutboxMigration },
  { name: '20261126010000-ticket-automation', class: TicketAutomationMigration },
]

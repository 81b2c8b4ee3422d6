import type { IntegrationRow } from '../queue-integrations/integration-records.ts'
import type { SessionRow } from './sessions.ts'

/** One customer message for an integration's runtime, with what it needs to answer it. */
export interface TurnInput {
  companyId: number
  ticketId: number
  contact: { id: number; name: string; number: string | null }
  connection: { id: number; name: string; channel: string }
  message: { externalId: string; text: string; mediaType: string | null; sentAt: string }
  integration: IntegrationRow
  session: SessionRow
  now: Date
}

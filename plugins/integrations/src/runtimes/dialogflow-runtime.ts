import { AppError } from '@atendo/plugin-api'
import type { DialogflowClient } from './dialogflow-client.ts'
import { ServiceFailure } from './service-call.ts'
import type { TurnInput } from './turn-input.ts'
import type { TurnOutcome } from './turn-outcome.ts'

/**
 * A Dialogflow integration's turn: the intent of the customer's text is detected in a session
 * per ticket, its fulfilment messages are sent, and an intent that ends the conversation hands
 * the ticket back to its queue's attendants.
 */
export async function dialogflowTurn(dialogflow: DialogflowClient, input: TurnInput): Promise<TurnOutcome> {
  const { integration } = input
  const detected = await dialogflow
    .detectIntent({
      projectName: integration.project_name,
      jsonContent: integration.json_content,
      language: integration.language,
      sessionId: `ticket-${input.ticketId}`,
      text: input.message.text || '.',
    })
    .catch((cause: unknown) => {
      throw new ServiceFailure(cause instanceof AppError ? (cause.message ?? cause.code) : String(cause))
    })
  return {
    bubbles: detected.messages.map((text) => ({ kind: 'text' as const, text })),
    delayMs: 0,
    remoteSession: `ticket-${input.ticketId}`,
    handOver: detected.endOfConversation,
    reason: detected.endOfConversation ? `intent ${detected.intent} ends the conversation` : undefined,
  }
}

import { randomUUID } from 'node:crypto'
import type { Clock, OutboundHttpApi } from '@atendo/plugin-api'
import { postJson } from './service-call.ts'
import type { TurnInput } from './turn-input.ts'
import type { TurnOutcome } from './turn-outcome.ts'
import { signDelivery } from './webhook-signature.ts'
import { workflowBubbles } from './workflow-answer.ts'

/**
 * An n8n or webhook integration's turn: the customer's message is POSTed to urlN8N
 * (docs/integrations.md "n8n and webhook"), signed with the integration's callback secret; what
 * the workflow answers at once is sent, and it may answer later on the callback route.
 */
export async function webhookTurn(
  outbound: OutboundHttpApi,
  clock: Clock,
  input: TurnInput,
  options: { timeoutMs: number; publicApiUrl: string },
): Promise<TurnOutcome> {
  const { integration } = input
  const callbackPath = `/api/queueIntegration/${integration.id}/callback`
  const payload = {
    event: 'message',
    deliveryId: randomUUID(),
    integrationId: integration.id,
    type: integration.type,
    companyId: input.companyId,
    ticketId: input.ticketId,
    contact: input.contact,
    connection: input.connection,
    message: input.message,
    callbackUrl: options.publicApiUrl
      ? `${options.publicApiUrl.replace(/\/+$/, '')}${callbackPath}`
      : callbackPath,
  }
  const rawBody = JSON.stringify(payload)
  const timestamp = String(Math.floor(clock.now().getTime() / 1000))
  const answer = await postJson(outbound, integration.url_n8n, payload, {
    timeoutMs: options.timeoutMs,
    rawBody,
    headers: {
      'x-atendo-delivery': payload.deliveryId,
      'x-atendo-event': 'message',
      'x-atendo-timestamp': timestamp,
      'x-atendo-signature': signDelivery(integration.callback_secret, timestamp, rawBody),
    },
  })
  const { bubbles, handOver } = workflowBubbles(answer)
  return {
    bubbles,
    delayMs: 0,
    remoteSession: null,
    handOver,
    reason: handOver ? 'the workflow handed over' : undefined,
  }
}

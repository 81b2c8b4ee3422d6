import { createHash, timingSafeEqual } from 'node:crypto'
import { AppError, type DbApi, idSchema, type PluginRoutes, type TicketsApi } from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { BubbleDelivery } from './deliver-bubbles.ts'
import type { IntegrationEngine } from './integration-engine.ts'
import { integrationAutomation } from './runtime-id.ts'
import { findSession } from './sessions.ts'
import { workflowBubbles } from './workflow-answer.ts'

/** Compares secrets in constant time whatever their lengths (both hashed first). */
function sameSecret(expected: string, presented: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(expected), digest(presented)) && expected.length === presented.length
}

const CallbackBody = Type.Object({
  ticketId: idSchema(),
  messages: Type.Optional(
    Type.Array(
      Type.Object({
        text: Type.Optional(Type.String({ maxLength: 4096 })),
        mediaUrl: Type.Optional(Type.String({ maxLength: 2000, pattern: '^https?://' })),
        caption: Type.Optional(Type.String({ maxLength: 1024 })),
      }),
      { maxItems: 20 },
    ),
  ),
  handOver: Type.Optional(Type.Boolean()),
})

/**
 * The callback of n8n and webhook integrations (docs/integrations.md): a workflow answering later
 * POSTs its messages for a ticket the integration drives, with the integration's callback secret
 * as a Bearer token. Refused (403 ERR_INVALID_TOKEN) without the right secret, 404 for a ticket the integration does
 * not drive (another company's included), so a leaked secret reaches only its own conversations.
 */
export const callbackRoutes: PluginRoutes<{
  db: DbApi
  tickets: TicketsApi
  engine: IntegrationEngine
  delivery: BubbleDelivery
}> = async (fastify, { db, tickets, engine, delivery }) => {
  fastify.post(
    '/queueIntegration/:id/callback',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['queue-integrations'],
        summary: "An n8n/webhook workflow's later answer (Authorization: Bearer <callbackSecret>)",
        security: [{ bearer: [] }],
        params: Type.Object({ id: idSchema() }),
        body: CallbackBody,
        response: { 200: Type.Object({ sent: Type.Integer(), handedOver: Type.Boolean() }) },
      },
    },
    async (request) => {
      const presented = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
      // The integration is found across companies by its id; only its secret says who calls.
      const [integration] = await db
        .platform()
        .execute<{ company_id: number; callback_secret: string; type: string }[]>(
          'select company_id, callback_secret, type from integrations_queue_integrations where id = ?',
          [request.params.id],
        )
      if (
        !integration ||
        !sameSecret(integration.callback_secret, presented) ||
        !['n8n', 'webhook'].includes(integration.type)
      )
        throw new AppError('ERR_INVALID_TOKEN')
      const companyId = integration.company_id
      const { ticketId } = request.body
      const session = await findSession(db.forCompany(companyId), companyId, ticketId)
      const ticket = await tickets.find(companyId, ticketId)
      if (
        !session ||
        session.ended_at ||
        session.integration_id !== request.params.id ||
        ticket?.automation !== integrationAutomation
      )
        throw new AppError('ERR_NOT_FOUND', { message: 'The integration does not drive this ticket' })
      const { bubbles } = workflowBubbles({ messages: request.body.messages ?? [] })
      await delivery.send(companyId, ticketId, bubbles, 0)
      if (request.body.handOver)
        await engine.handBack(companyId, ticketId, request.params.id, 'the workflow handed over', false)
      return { sent: bubbles.length, handedOver: request.body.handOver === true }
    },
  )
}

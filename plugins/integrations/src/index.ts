import { chatbotHandoffs, definePlugin, flowNodeRuntimes, inboundHandlers } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { integrationErrors } from './errors.ts'
import { fileListRoutes } from './file-lists/file-list-routes.ts'
import { uploadRoutes } from './file-lists/upload-routes.ts'
import { CreateIntegrations } from './migrations/20261128110000-integrations-create.ts'
import { integrationRoutes } from './queue-integrations/integration-routes.ts'
import { callbackRoutes } from './runtimes/callback-routes.ts'
import { defineBubbleDelivery } from './runtimes/deliver-bubbles.ts'
import { dialogflowClient } from './runtimes/dialogflow-client.ts'
import { handoffTaker } from './runtimes/handoff-taker.ts'
import { defineIntegrationEngine } from './runtimes/integration-engine.ts'
import { integrationHandler } from './runtimes/integration-handler.ts'
import { typebotNodeRuntime } from './runtimes/typebot-node-runtime.ts'
import { integrationPanels } from './ui/panels.ts'

/**
 * Queue integrations and file lists (administration.md §2 "Queue integrations", "File lists",
 * docs/integrations.md): Typebot, n8n, webhook, Dialogflow and flow-builder integrations that take
 * over a ticket when it reaches a queue or connection naming them, and lists of files a queue or
 * chatbot option sends. One plugin, since both are what a queue or option hands the customer to.
 */
export default definePlugin({
  id: 'integrations',
  version: '1.0.0',
  contract: '^2.3.0',
  config: Type.Object({
    /** Dialogflow ES's API (a proxy or a test's fake in its place). */
    dialogflowApiUrl: Type.String({ default: 'https://dialogflow.googleapis.com', pattern: '^https?://' }),
    /** Google's OAuth token endpoint the service account's assertion is exchanged at. */
    googleTokenUrl: Type.String({ default: 'https://oauth2.googleapis.com/token', pattern: '^https?://' }),
    /** How long one call to an integration's service may take before the ticket goes to attendants. */
    timeoutMs: Type.Integer({ default: 15_000, minimum: 500, maximum: 120_000 }),
    /**
     * The API's public address (e.g. https://api.example.com), so the payload sent to n8n and
     * webhooks carries an absolute callbackUrl; empty sends the path (/api/queueIntegration/{id}/callback).
     */
    publicApiUrl: Type.String({ default: '', maxLength: 500 }),
  }),
  register(context) {
    const { config, db, jobs, outbound, clock, realtime, storage, users, messages, tickets } = context
    context.entities([])
    context.migrations([{ name: '20261128110000-integrations-create', class: CreateIntegrations }])
    context.errors.declare(integrationErrors)
    const dialogflow = dialogflowClient(outbound, clock, {
      apiUrl: config.dialogflowApiUrl,
      tokenUrl: config.googleTokenUrl,
      timeoutMs: config.timeoutMs,
    })
    context.http.routes(integrationRoutes, { outbound, realtime, dialogflow })
    context.http.routes(fileListRoutes, { storage, realtime, users })
    context.http.routes(uploadRoutes, { storage, realtime })
    for (const panel of integrationPanels) context.ui.panel(panel)
    const delivery = defineBubbleDelivery({
      db,
      jobs,
      messages,
      outbound,
      storage,
      timeoutMs: config.timeoutMs,
    })
    const engine = defineIntegrationEngine({
      db,
      jobs,
      clock,
      outbound,
      realtime,
      tickets,
      extensions: context.extensions,
      dialogflow,
      delivery,
      log: context.log,
      timeoutMs: config.timeoutMs,
      publicApiUrl: config.publicApiUrl,
    })
    context.extensions.provide(
      inboundHandlers,
      integrationHandler({
        engine,
        queues: context.queues,
        connections: context.connections,
        tickets,
        now: () => clock.now(),
      }),
    )
    context.extensions.provide(
      chatbotHandoffs,
      handoffTaker({
        db,
        tickets,
        contacts: context.contacts,
        connections: context.connections,
        messages,
        engine,
        clock,
        log: context.log,
      }),
    )
    context.http.routes(callbackRoutes, { db, tickets, engine, delivery })
    context.extensions.provide(
      flowNodeRuntimes,
      typebotNodeRuntime({ db, outbound, delivery, timeoutMs: config.timeoutMs, log: context.log }),
    )
  },
})

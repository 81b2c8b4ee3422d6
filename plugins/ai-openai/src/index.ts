import { definePlugin, flowNodeRuntimes, inboundHandlers } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { agentHandler } from './agent/agent-handler.ts'
import { defineAnswerJob } from './agent/answer-job.ts'
import { openAiNodeRuntime } from './flow/openai-node-runtime.ts'
import { CreateAiOpenAi } from './migrations/20261128120000-ai-openai-create.ts'
import { Prompt } from './prompts/entities.ts'
import { promptPanel } from './prompts/prompt-panel.ts'
import { promptRoutes } from './prompts/prompt-routes.ts'
import { azureSpeech } from './voice/azure-speech.ts'

/**
 * AI prompts and the OpenAI agent (administration.md §2 "AI prompts", docs/ai-agents.md): prompts
 * CRUD for plans with `useOpenAi`; the agent answering waiting tickets of a connection that names
 * a prompt, in text or in one of 15 Brazilian voices, until the customer asks for a person or
 * OpenAI fails; and the flow builder's OpenAI node.
 */
export default definePlugin({
  id: 'ai-openai',
  version: '1.0.0',
  contract: '^2.3.0',
  config: Type.Object({
    /** OpenAI's API, or a compatible one (a proxy, Azure OpenAI's compatible endpoint, a local model). */
    baseUrl: Type.String({ default: 'https://api.openai.com/v1', pattern: '^https?://' }),
    model: Type.String({ default: 'gpt-4o-mini', minLength: 1, maxLength: 100 }),
    /** How long one answer may take before the ticket goes to the attendants. */
    timeoutMs: Type.Integer({ default: 30_000, minimum: 1_000, maximum: 300_000 }),
    /** Azure Speech's text-to-speech endpoint; `{region}` is replaced by the prompt's region. */
    speechBaseUrl: Type.String({
      default: 'https://{region}.tts.speech.microsoft.com',
      pattern: '^https?://',
    }),
    speechTimeoutMs: Type.Integer({ default: 30_000, minimum: 1_000, maximum: 300_000 }),
    transcriptionTimeoutMs: Type.Integer({ default: 120_000, minimum: 1_000, maximum: 600_000 }),
  }),
  register(context) {
    const { config, db, jobs, clock, tickets, messages, storage, connections, extensions, log } = context
    context.entities([Prompt])
    context.migrations([{ name: '20261128120000-ai-openai-create', class: CreateAiOpenAi }])
    context.http.routes(promptRoutes, { realtime: context.realtime })
    context.ui.panel(promptPanel)

    const agentServices = {
      messages,
      storage,
      log,
      speech: azureSpeech({
        baseUrl: config.speechBaseUrl,
        timeoutMs: config.speechTimeoutMs,
        outbound: context.outbound,
      }),
      chat: { baseUrl: config.baseUrl, model: config.model, timeoutMs: config.timeoutMs },
    }
    const answer = defineAnswerJob({
      ...agentServices,
      db,
      jobs,
      tickets,
      extensions,
      clock,
      transcriptionTimeoutMs: config.transcriptionTimeoutMs,
    })
    extensions.provide(inboundHandlers, agentHandler({ connections, messages, tickets, clock, answer }))
    extensions.provide(flowNodeRuntimes, openAiNodeRuntime({ ...agentServices, tickets }))
  },
})

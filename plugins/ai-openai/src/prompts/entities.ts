import { defineEntity, type InferEntity, p, tenantColumns, timestampColumns } from '@atendo/plugin-api'

/** An AI prompt (administration.md §3 "Prompt"): what the OpenAI agent answers with, and how. */
export const Prompt = defineEntity({
  name: 'AiPrompt',
  tableName: 'ai_prompts',
  properties: {
    id: p.integer().primary(),
    ...tenantColumns,
    name: p.string().length(100),
    prompt: p.text(),
    apiKey: p.string().length(500).fieldName('api_key'),
    voice: p.string().length(20).default('texto'),
    voiceKey: p.string().length(500).nullable().fieldName('voice_key'),
    voiceRegion: p.string().length(50).nullable().fieldName('voice_region'),
    maxTokens: p.integer().default(100).fieldName('max_tokens'),
    temperature: p.decimal('number').default(1),
    maxMessages: p.integer().default(10).fieldName('max_messages'),
    queueId: p.integer().nullable().fieldName('queue_id'),
    ...timestampColumns,
  },
})
export type IPrompt = InferEntity<typeof Prompt>

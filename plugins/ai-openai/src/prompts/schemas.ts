import { idSchema } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { voices } from '../voices.ts'

const nullableText = (maxLength: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]))

/**
 * A prompt as the dialog saves it (administration.md §5 "Prompt": name 5 to 100, prompt at least
 * 50, voice, maxTokens, temperature, apiKey, queueId and maxMessages required; §9 defaults).
 * Bounds beyond the spec's are OpenAI's own (temperature 0 to 2) or keep a tenant from asking for
 * unbounded work.
 */
export const PromptBody = Type.Object({
  name: Type.String({ minLength: 5, maxLength: 100 }),
  prompt: Type.String({ minLength: 50, maxLength: 20_000 }),
  /** The key as typed, or the masked value an answer gave (which keeps the stored key). */
  apiKey: Type.String({ minLength: 1, maxLength: 500 }),
  voice: Type.Optional(Type.Union(voices.map((voice) => Type.Literal(voice)))),
  voiceKey: nullableText(500),
  /** An Azure region (`brazilsouth`): letters and digits only, as it names a host. */
  voiceRegion: Type.Optional(Type.Union([Type.String({ pattern: '^[a-z0-9]{0,50}$' }), Type.Null()])),
  maxTokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 4096 })),
  temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2 })),
  maxMessages: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  queueId: Type.Optional(Type.Union([idSchema(), Type.Null()])),
})

export const PromptSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  prompt: Type.String(),
  /** Masked: the last 4 characters only. */
  apiKey: Type.String(),
  voice: Type.String(),
  /** Masked like `apiKey`; null when not set. */
  voiceKey: Type.Union([Type.String(), Type.Null()]),
  voiceRegion: Type.Union([Type.String(), Type.Null()]),
  maxTokens: Type.Integer(),
  temperature: Type.Number(),
  maxMessages: Type.Integer(),
  queueId: Type.Union([Type.Integer(), Type.Null()]),
  queue: Type.Union([Type.Object({ id: Type.Integer() }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const PromptIdParams = Type.Object({ id: idSchema() })

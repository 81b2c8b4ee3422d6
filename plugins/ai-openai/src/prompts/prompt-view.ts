import type { IPrompt } from './entities.ts'
import { maskSecret } from './secret-mask.ts'

/** A prompt as every answer shows it: the keys masked (administration.md §3 "Prompt"). */
export function promptView(prompt: IPrompt) {
  return {
    id: prompt.id,
    name: prompt.name,
    prompt: prompt.prompt,
    apiKey: maskSecret(prompt.apiKey),
    voice: prompt.voice,
    voiceKey: prompt.voiceKey ? maskSecret(prompt.voiceKey) : null,
    voiceRegion: prompt.voiceRegion ?? null,
    maxTokens: prompt.maxTokens,
    temperature: Number(prompt.temperature),
    maxMessages: prompt.maxMessages,
    queueId: prompt.queueId ?? null,
    queue: prompt.queueId ? { id: prompt.queueId } : null,
    createdAt: prompt.createdAt.toISOString(),
    updatedAt: prompt.updatedAt.toISOString(),
  }
}

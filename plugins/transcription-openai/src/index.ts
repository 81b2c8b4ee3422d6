import { definePlugin, transcriptionProviders } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { openAiTranscriber } from './openai-transcriber.ts'

/**
 * Transcribes received audios with OpenAI (inbox.md §6 "Transcrever"), with the AI audio key the
 * super admin sets in the global settings (`openaikeyaudio`, administration.md §3). Without a key
 * the plugin loads and transcribing answers ERR_TRANSCRIPTION_NOT_CONFIGURED.
 */
export default definePlugin({
  id: 'transcription-openai',
  version: '1.0.0',
  contract: '^2.0.0',
  config: Type.Object({
    /** OpenAI's API, or a compatible one (a proxy, Azure's OpenAI-compatible endpoint, a local server). */
    baseUrl: Type.String({ default: 'https://api.openai.com/v1', pattern: '^https?://' }),
    model: Type.String({ default: 'whisper-1', minLength: 1 }),
    /** How long one transcription may take before the attendant is told it failed. */
    timeoutMs: Type.Integer({ default: 120_000, minimum: 1_000, maximum: 600_000 }),
  }),
  register({ extensions, settings, config }) {
    extensions.provide(
      transcriptionProviders,
      openAiTranscriber({ ...config, apiKey: () => settings.readGlobal('openaikeyaudio') }),
    )
  },
})

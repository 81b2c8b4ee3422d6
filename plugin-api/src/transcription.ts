import { createExtensionPoint } from './extension-points.ts'

/**
 * The transcription contract. A speech-to-text service (OpenAI's Whisper, a self-hosted model...)
 * is a plugin that implements `TranscriptionProvider`; core's "Transcrever" action on a received
 * audio (`GET /api/messages/transcribeAudio/{file}`, inbox.md §6–§7) never knows which one it
 * talks to. Core finds the message, checks that the caller may see it, hands the provider the
 * stored file and keeps the text it answers, so the same audio is transcribed once.
 */

/**
 * A received audio as a provider gets it: a file on the media storage (local disk, readable from
 * every node) with its name and type.
 *
 * @example
 * const audio: TranscriptionAudio = {
 *   path: '/data/media/company7/2t7Hc0Yl9sJ4nA1bWq8eRx3v.ogg',
 *   fileName: '2t7Hc0Yl9sJ4nA1bWq8eRx3v.ogg',
 *   mimeType: 'audio/ogg',
 *   size: 48213,
 * }
 */
export interface TranscriptionAudio {
  /** Absolute path of the file; open it with `fs.createReadStream` or `fs.openAsBlob`. */
  path: string
  /** The stored file's name, with the extension services use to tell the format. */
  fileName: string
  /** Guessed from the extension (`audio/ogg`, `audio/mpeg`...); `application/octet-stream` when unknown. */
  mimeType: string
  /** In bytes. */
  size: number
}

/**
 * What core asks a provider to transcribe.
 *
 * @example
 * const request: TranscriptionRequest = { companyId: 7, audio, language: 'pt', signal }
 */
export interface TranscriptionRequest {
  /** The company whose conversation the audio belongs to. */
  companyId: number
  audio: TranscriptionAudio
  /** An ISO-639-1 hint (`pt`, `en`...) when the caller gave one; otherwise let the service detect it. */
  language?: string
  /**
   * Aborted when the server stops while you are still working. An attendant who stops waiting does
   * not abort it: the text is kept, and their next request answers it at once.
   */
  signal: AbortSignal
}

/**
 * What a provider heard. An empty `text` is an answer too: the audio had no speech.
 *
 * @example
 * return { text: 'Oi, meu pedido ainda não chegou.' } satisfies Transcription
 */
export interface Transcription {
  text: string
}

/**
 * A speech-to-text provider: a static id and one narrow async method. It reads whatever
 * credentials it needs when called (a global setting, its plugin's configuration), so a key the
 * super admin changes applies to the next audio without a restart.
 *
 * Failing: throw an `AppError` with the code that says why, and core answers it as is:
 * `ERR_TRANSCRIPTION_NOT_CONFIGURED` (no key set), `ERR_TRANSCRIPTION_KEY_REFUSED` (the service
 * refused the key), `ERR_TRANSCRIPTION_RATE_LIMITED` (quota or rate limit), `ERR_PAYLOAD_TOO_LARGE`
 * (a file over the service's limit), `ERR_TRANSCRIPTION_FAILED` (anything else). Any other error is
 * answered as `ERR_TRANSCRIPTION_FAILED`, its cause logged.
 *
 * @example
 * const localWhisper: TranscriptionProvider = {
 *   id: 'whisper-local',
 *   label: 'Whisper (self-hosted)',
 *   async transcribe({ audio, language, signal }) {
 *     const form = new FormData()
 *     form.append('file', await openAsBlob(audio.path, { type: audio.mimeType }), audio.fileName)
 *     if (language) form.append('language', language)
 *     const answer = await fetch('http://whisper.internal/transcribe', { method: 'POST', body: form, signal })
 *     if (!answer.ok) throw new AppError('ERR_TRANSCRIPTION_FAILED', { message: `Whisper answered ${answer.status}` })
 *     return { text: (await answer.json()).text }
 *   },
 * }
 */
export interface TranscriptionProvider {
  /** Unique, kebab-case (`openai`, `whisper-local`); kept with each transcription it makes. */
  readonly id: string
  /** The provider's name as logs and the back office show it. */
  readonly label: string
  /**
   * Turns the audio into text. Honour `request.signal`, and give up on your own after a time
   * limit: the attendant is waiting for the answer.
   *
   * @example
   * async transcribe({ audio, signal }) {
   *   const text = await service.transcribe(createReadStream(audio.path), { signal })
   *   return { text }
   * }
   */
  transcribe(request: TranscriptionRequest): Promise<Transcription>
}

/**
 * The extension point speech-to-text plugins add their provider to. Core refuses to start when a
 * provider's id is not kebab-case or is already provided, naming the plugin. When several are
 * loaded, the first one (in `PLUGINS` order) transcribes; with none, transcribing answers
 * `ERR_TRANSCRIPTION_UNAVAILABLE`.
 *
 * @example
 * register({ extensions }) {
 *   extensions.provide(transcriptionProviders, localWhisper)
 * }
 */
export const transcriptionProviders = createExtensionPoint<TranscriptionProvider>(
  'core.transcription-providers',
)

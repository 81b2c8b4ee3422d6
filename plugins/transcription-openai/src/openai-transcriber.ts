import { openAsBlob } from 'node:fs'
import { basename, extname } from 'node:path'
import { AppError, type TranscriptionAudio, type TranscriptionProvider } from '@atendo/plugin-api'
import { openAiRefusal } from './openai-refusal.ts'

/** What OpenAI accepts (https://platform.openai.com/docs/api-reference/audio/createTranscription). */
const maxBytes = 25 * 1024 * 1024
const acceptedExtensions = new Set([
  '.flac',
  '.mp3',
  '.mp4',
  '.mpeg',
  '.mpga',
  '.m4a',
  '.ogg',
  '.wav',
  '.webm',
])

/** OpenAI tells the format by the file's extension; an Opus voice note stored as `.opus` is Ogg. */
function uploadName(audio: TranscriptionAudio): string {
  const extension = extname(audio.fileName)
  if (acceptedExtensions.has(extension.toLowerCase()) || audio.mimeType !== 'audio/ogg') return audio.fileName
  return `${basename(audio.fileName, extension)}.ogg`
}

export interface OpenAiTranscriberOptions {
  /** The API's base URL, without the trailing slash (`https://api.openai.com/v1`). */
  baseUrl: string
  model: string
  timeoutMs: number
  /** The current AI audio key (`''` when not set); read at every call, so a new key applies at once. */
  apiKey: () => Promise<string>
}

/**
 * OpenAI's speech-to-text (`POST {baseUrl}/audio/transcriptions`, multipart `file` and `model`),
 * as the provider core asks to transcribe received audios.
 */
export function openAiTranscriber(options: OpenAiTranscriberOptions): TranscriptionProvider {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`
  return {
    id: 'openai',
    label: 'OpenAI',
    async transcribe({ audio, language, signal }) {
      const apiKey = (await options.apiKey()).trim()
      if (apiKey === '') throw new AppError('ERR_TRANSCRIPTION_NOT_CONFIGURED')
      if (audio.size > maxBytes) {
        throw new AppError('ERR_PAYLOAD_TOO_LARGE', { message: 'OpenAI transcribes files up to 25 MB' })
      }
      const form = new FormData()
      form.append('file', await openAsBlob(audio.path, { type: audio.mimeType }), uploadName(audio))
      form.append('model', options.model)
      form.append('response_format', 'json')
      if (language) form.append('language', language)

      const timeout = AbortSignal.timeout(options.timeoutMs)
      let answer: Response
      let body: unknown
      try {
        answer = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}` },
          body: form,
          signal: AbortSignal.any([signal, timeout]),
        })
        body = await answer.json().catch(() => undefined)
      } catch (error) {
        const message = timeout.aborted
          ? `OpenAI did not answer within ${Math.round(options.timeoutMs / 1000)} s`
          : 'OpenAI could not be reached'
        throw new AppError('ERR_TRANSCRIPTION_FAILED', { message, cause: error })
      }
      if (!answer.ok) throw openAiRefusal(answer.status, body)
      const text = (body as { text?: unknown } | undefined)?.text
      if (typeof text !== 'string') {
        throw new AppError('ERR_TRANSCRIPTION_FAILED', { message: 'OpenAI answered without a transcript' })
      }
      return { text }
    },
  }
}

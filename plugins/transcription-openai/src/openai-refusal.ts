import { AppError } from '@atendo/plugin-api'

/** OpenAI's error envelope: `{ error: { message, type, code } }`. */
interface OpenAiErrorBody {
  error?: { message?: unknown; code?: unknown }
}

function errorOf(body: unknown): { message?: string; code?: string } {
  const error = (body as OpenAiErrorBody | undefined)?.error
  return {
    message: typeof error?.message === 'string' ? error.message.slice(0, 300) : undefined,
    code: typeof error?.code === 'string' ? error.code : undefined,
  }
}

/**
 * The catalogue error for an OpenAI answer that is not a transcript. A refused key's message is
 * never passed on: OpenAI repeats part of the key in it.
 */
export function openAiRefusal(status: number, body: unknown): AppError {
  const { message, code } = errorOf(body)
  const details = { status, ...(code ? { code } : {}) }
  if (status === 401 || status === 403) return new AppError('ERR_TRANSCRIPTION_KEY_REFUSED', { details })
  if (status === 429) {
    return new AppError('ERR_TRANSCRIPTION_RATE_LIMITED', {
      message:
        code === 'insufficient_quota'
          ? 'The OpenAI account of the AI audio key has no quota left'
          : 'OpenAI is limiting the requests of the AI audio key, try again in a moment',
      details,
    })
  }
  if (status === 413) {
    return new AppError('ERR_PAYLOAD_TOO_LARGE', { message: 'OpenAI transcribes files up to 25 MB', details })
  }
  if (status >= 500) {
    return new AppError('ERR_TRANSCRIPTION_FAILED', {
      message: `OpenAI failed (HTTP ${status}), try again`,
      details,
    })
  }
  return new AppError('ERR_TRANSCRIPTION_FAILED', {
    message: `OpenAI refused the audio (HTTP ${status})${message ? `: ${message}` : ''}`,
    details,
  })
}

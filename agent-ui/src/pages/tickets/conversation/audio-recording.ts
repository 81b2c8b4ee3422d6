import type { MessageKey } from '../../../i18n/pt.ts'

/** Recordings smaller than this are discarded, not sent (inbox.md §9: 10000 bytes). */
export const minimumAudioBytes = 10_000

/** A recording under the minimum is dropped rather than sent (inbox.md §4). */
export function isTooShort(audio: Blob): boolean {
  return audio.size < minimumAudioBytes
}

/** Recordings are encoded at 128 kbit/s (inbox.md §9). */
export const audioBitsPerSecond = 128_000

/**
 * Formats browsers can record, best first. The specification's mp3/m4a needs an encoder the
 * browser does not have; the channel converts what it must.
 */
const recordableTypes = ['audio/ogg;codecs=opus', 'audio/webm;codecs=opus', 'audio/mp4', 'audio/webm']

export function recordingType(isSupported: (type: string) => boolean): string | undefined {
  return recordableTypes.find((type) => isSupported(type))
}

/** The file name marks the audio as a recorded voice note for the server ('audio-record…'). */
export function recordingFileName(mimeType: string, now: Date): string {
  const base = mimeType.split(';')[0] ?? 'audio/webm'
  const extension = base === 'audio/mp4' ? 'm4a' : (base.split('/')[1] ?? 'webm')
  return `audio-record-${now.getTime()}.${extension}`
}

/** mm:ss of the recording timer. */
export function recordingClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`
}

/** Why recording could not start, as the message key the user reads. */
export function microphoneProblem(error: unknown): MessageKey {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'audio.denied'
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError') return 'audio.noMicrophone'
  return 'audio.unavailable'
}

import { stat } from 'node:fs/promises'
import { extname } from 'node:path'
import type { TranscriptionAudio } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'
import type { MediaStorage } from '../../kernel/storage/media-storage.ts'

/** The audio formats channels store (WhatsApp voice notes are ogg/opus), by extension. */
const audioMimeTypes: Record<string, string> = {
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.mpga': 'audio/mpeg',
  '.mpeg': 'audio/mpeg',
  '.m4a': 'audio/mp4',
  '.mp4': 'audio/mp4',
  '.aac': 'audio/aac',
  '.amr': 'audio/amr',
  '.wav': 'audio/wav',
  '.webm': 'audio/webm',
  '.flac': 'audio/flac',
}

/**
 * A stored audio as a transcription provider gets it. A file that is no longer on the storage
 * (erased under LGPD, lost with a volume) answers ERR_NOT_FOUND.
 */
export async function transcriptionAudioOf(storage: MediaStorage, key: string): Promise<TranscriptionAudio> {
  const path = storage.pathOf(key)
  const info = await stat(path).catch(() => undefined)
  if (!info?.isFile()) throw new AppError('ERR_NOT_FOUND', { message: 'The audio file is no longer stored' })
  const fileName = key.slice(key.indexOf('/') + 1)
  return {
    path,
    fileName,
    mimeType: audioMimeTypes[extname(fileName).toLowerCase()] ?? 'application/octet-stream',
    size: info.size,
  }
}

import { readFile } from 'node:fs/promises'
import type { OutboundMedia } from '@atendo/plugin-api'
import type { AnyMessageContent } from 'baileys'
import { oggOpusMime, webmToOggOpus } from '../media/webm-to-ogg.ts'

function isWebm(mimeType: string): boolean {
  return mimeType.split(';')[0]!.trim().toLowerCase() === 'audio/webm'
}

/**
 * Baileys content for an audio file or a recorded voice note. WhatsApp plays voice notes only as
 * Ogg Opus, and phones do not play the WebM that Chromium's MediaRecorder records, so a WebM
 * with an Opus track is remuxed in memory (same Opus packets, new container; the stored file is
 * left as it is). Everything else is streamed from storage by path; a voice note is labelled
 * Ogg Opus, the only kind WhatsApp records.
 */
export async function audioContent(media: OutboundMedia): Promise<AnyMessageContent> {
  if (isWebm(media.mimeType)) {
    const remuxed = webmToOggOpus(await readFile(media.path))
    if (remuxed) {
      return media.voiceNote
        ? { audio: remuxed.ogg, ptt: true, mimetype: oggOpusMime }
        : { audio: remuxed.ogg, mimetype: oggOpusMime }
    }
  }
  const file = { url: media.path }
  return media.voiceNote
    ? { audio: file, ptt: true, mimetype: oggOpusMime }
    : { audio: file, mimetype: media.mimeType }
}

import type { OutboundHttpApi } from '@atendo/plugin-api'
import { azureVoiceName } from '../voices.ts'
import type { TextToSpeech } from './text-to-speech.ts'

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character]!)

/**
 * Azure Speech's REST text-to-speech (`POST https://{region}.tts.speech.microsoft.com/cognitiveservices/v1`,
 * SSML in, Ogg/Opus out, the voice note format channels play). `baseUrl` has `{region}` where the
 * prompt's region goes; the region is letters and digits only (prompts/schemas.ts), and the call
 * goes through the SSRF-guarded client since a tenant chose it.
 */
export function azureSpeech(options: {
  baseUrl: string
  timeoutMs: number
  outbound: OutboundHttpApi
}): TextToSpeech {
  return {
    async synthesize({ text, voice, key, region }) {
      const url = `${options.baseUrl.replace('{region}', region).replace(/\/+$/, '')}/cognitiveservices/v1`
      const ssml =
        `<speak version="1.0" xml:lang="pt-BR"><voice xml:lang="pt-BR" name="${azureVoiceName(voice)}">` +
        `${escapeXml(text)}</voice></speak>`
      const answer = await options.outbound.fetch(url, {
        method: 'POST',
        headers: {
          'Ocp-Apim-Subscription-Key': key,
          'Content-Type': 'application/ssml+xml',
          'X-Microsoft-OutputFormat': 'ogg-24khz-16bit-mono-opus',
          'User-Agent': 'atendo',
        },
        body: ssml,
        timeoutMs: options.timeoutMs,
      })
      if (!answer.ok) throw new Error(`text-to-speech answered HTTP ${answer.status}`)
      const audio = Buffer.from(await answer.arrayBuffer())
      if (audio.length === 0) throw new Error('text-to-speech answered no audio')
      return { audio, mimeType: 'audio/ogg', fileName: 'resposta.ogg' }
    },
  }
}

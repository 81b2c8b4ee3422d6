import { type Browser, chromium, type Page } from 'playwright-core'

/** What Chromium's Web Audio made of a file: its length and how loud it is. */
export interface DecodedAudio {
  durationSeconds: number
  sampleRate: number
  channels: number
  /** Largest absolute sample of the first channel (0 is silence). */
  peak: number
  /** Root mean square of the first channel. */
  rms: number
}

/**
 * Headless Chromium as the agent inbox's browser: it records audio the way the inbox does
 * (MediaRecorder, `audio/webm;codecs=opus`) and decodes files the way a player would.
 */
export interface ChromiumAudio {
  /** Records a 440 Hz tone for about `seconds` and answers the recorder's bytes. */
  recordTone(seconds: number): Promise<{ bytes: Buffer; mimeType: string }>
  /** Decodes a file with `AudioContext.decodeAudioData`. */
  decode(bytes: Uint8Array): Promise<DecodedAudio>
  close(): Promise<void>
}

export async function launchChromiumAudio(): Promise<ChromiumAudio> {
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      // An AudioContext runs without a click on the page.
      '--autoplay-policy=no-user-gesture-required',
    ],
  })
  const page: Page = await browser.newPage()
  await page.goto('about:blank')

  return {
    async recordTone(seconds) {
      const recorded = await page.evaluate(async (milliseconds) => {
        const context = new AudioContext({ sampleRate: 48_000 })
        await context.resume()
        const oscillator = new OscillatorNode(context, { frequency: 440 })
        const gain = new GainNode(context, { gain: 0.5 })
        const destination = new MediaStreamAudioDestinationNode(context)
        oscillator.connect(gain).connect(destination)
        oscillator.start()
        // The same recorder settings as the agent inbox (agent-ui audio-recording.ts).
        const recorder = new MediaRecorder(destination.stream, {
          mimeType: 'audio/webm;codecs=opus',
          audioBitsPerSecond: 128_000,
        })
        const chunks: Blob[] = []
        recorder.addEventListener('dataavailable', (event) => {
          if (event.data.size > 0) chunks.push(event.data)
        })
        const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()))
        recorder.start()
        await new Promise((resolve) => setTimeout(resolve, milliseconds))
        recorder.stop()
        await stopped
        oscillator.stop()
        await context.close()
        const blob = new Blob(chunks, { type: recorder.mimeType })
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return { base64: btoa(binary), mimeType: blob.type }
      }, seconds * 1000)
      return { bytes: Buffer.from(recorded.base64, 'base64'), mimeType: recorded.mimeType }
    },

    async decode(bytes) {
      return page.evaluate(async (base64) => {
        const binary = atob(base64)
        const data = new Uint8Array(binary.length)
        for (let index = 0; index < binary.length; index++) data[index] = binary.charCodeAt(index)
        const context = new OfflineAudioContext(1, 1, 48_000)
        const audio = await context.decodeAudioData(data.buffer)
        const samples = audio.getChannelData(0)
        let peak = 0
        let squares = 0
        for (const sample of samples) {
          peak = Math.max(peak, Math.abs(sample))
          squares += sample * sample
        }
        return {
          durationSeconds: audio.duration,
          sampleRate: audio.sampleRate,
          channels: audio.numberOfChannels,
          peak,
          rms: Math.sqrt(squares / Math.max(1, samples.length)),
        }
      }, Buffer.from(bytes).toString('base64'))
    },

    async close() {
      await browser.close()
    },
  }
}

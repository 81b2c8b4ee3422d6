/**
 * A text-to-speech service: the prompt's voice (one of the 15 Brazilian voices) reads the
 * answer. The provider is chosen by the plugin's configuration; tests use a local fake server.
 */
export interface SpeechRequest {
  text: string
  /** One of `brazilianVoices` (voices.ts). */
  voice: string
  /** The prompt's voice key and region (Azure Speech). */
  key: string
  region: string
}

/** The spoken answer, ready to store and send as a voice note. */
export interface Speech {
  audio: Buffer
  mimeType: string
  fileName: string
}

export interface TextToSpeech {
  synthesize(request: SpeechRequest): Promise<Speech>
}

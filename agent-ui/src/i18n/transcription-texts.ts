import type { FeatureTexts } from './feature-texts.ts'

/** "Transcrever" on a received audio (inbox.md §6) and its client-side errors (inbox.md §8). */
const pt = {
  'transcription.action': 'Transcrever',
  'transcription.working': 'Transcrevendo…',
  'transcription.label': 'Transcrição do áudio',
  'transcription.empty': 'Nenhuma fala reconhecida no áudio.',
  'transcription.badUrl': 'Formato de URL de áudio inesperado.',
  'transcription.badData': 'Dados de transcrição inválidos.',
} as const satisfies Record<string, string>

export type TranscriptionKey = keyof typeof pt

export const transcriptionTexts: FeatureTexts<TranscriptionKey> = {
  pt,
  en: {
    'transcription.action': 'Transcribe',
    'transcription.working': 'Transcribing…',
    'transcription.label': 'Audio transcription',
    'transcription.empty': 'No speech was recognised in the audio.',
    'transcription.badUrl': 'Unexpected audio URL format.',
    'transcription.badData': 'Invalid transcription data.',
  },
  es: {
    'transcription.action': 'Transcribir',
    'transcription.working': 'Transcribiendo…',
    'transcription.label': 'Transcripción del audio',
    'transcription.empty': 'No se reconoció ninguna voz en el audio.',
    'transcription.badUrl': 'Formato de URL de audio inesperado.',
    'transcription.badData': 'Datos de transcripción inválidos.',
  },
  tr: {
    'transcription.action': 'Yazıya dök',
    'transcription.working': 'Yazıya dökülüyor…',
    'transcription.label': 'Ses kaydının metni',
    'transcription.empty': 'Ses kaydında konuşma algılanmadı.',
    'transcription.badUrl': 'Beklenmeyen ses URL biçimi.',
    'transcription.badData': 'Geçersiz metin dökümü verisi.',
  },
}

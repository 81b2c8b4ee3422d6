/**
 * The answer's voice (administration.md §3 "Voices"): `texto` answers in writing; the others are
 * Azure's Brazilian Portuguese neural voices, spoken with the prompt's `voiceKey` and `voiceRegion`.
 */
export const textVoice = 'texto'

/** The 15 Brazilian Portuguese neural voices, by the name the spec gives them. */
export const brazilianVoices = [
  'Francisca',
  'Antonio',
  'Brenda',
  'Donato',
  'Elza',
  'Fabio',
  'Giovanna',
  'Humberto',
  'Julio',
  'Leila',
  'Leticia',
  'Manuela',
  'Nicolau',
  'Valerio',
  'Yara',
] as const

export const voices = [textVoice, ...brazilianVoices] as const
export type Voice = (typeof voices)[number]

/** Azure's name of a voice (`pt-BR-FranciscaNeural`). */
export const azureVoiceName = (voice: string) => `pt-BR-${voice}Neural`

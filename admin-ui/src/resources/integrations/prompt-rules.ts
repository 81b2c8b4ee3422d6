/** The voices a prompt answers in (administration.md §3 "Voices"): text, or one of 15 Brazilian voices. */
export const promptVoices = [
  'texto',
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

/** A new prompt's values (administration.md §9: maxTokens 100, temperature 1, maxMessages 10, voice texto). */
export const promptDefaults = { maxTokens: 100, temperature: 1, maxMessages: 10, voice: 'texto' }

export interface PromptValues {
  name?: string
  prompt?: string
  apiKey?: string
  voice?: string
  voiceKey?: string | null
  voiceRegion?: string | null
  maxTokens?: number | null
  temperature?: number | null
  maxMessages?: number | null
  queueId?: number | null
}

const missing = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * The rules of administration.md §5 "Prompt", as translation keys by field: name 5 to 100, prompt
 * at least 50, voice, maxTokens, temperature, apiKey, queueId and maxMessages required, and
 * "Informe o setor" without a queue. A spoken voice needs its key and region (the server's rule).
 */
export function promptErrors(values: PromptValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = (values.name ?? '').trim()
  if (!name) errors.name = 'atendo.required'
  else if (name.length < 5) errors.name = 'atendo.integrations.prompt_short'
  else if (name.length > 100) errors.name = 'atendo.too_long'
  if (missing(values.prompt)) errors.prompt = 'atendo.required'
  else if (values.prompt!.length < 50) errors.prompt = 'atendo.integrations.prompt_min'
  for (const field of ['apiKey', 'voice', 'maxTokens', 'temperature', 'maxMessages'] as const)
    if (missing(values[field])) errors[field] = 'atendo.required'
  if (missing(values.queueId)) errors.queueId = 'atendo.integrations.prompt_queue'
  if (values.voice && values.voice !== 'texto') {
    if (missing(values.voiceKey)) errors.voiceKey = 'atendo.required'
    if (missing(values.voiceRegion)) errors.voiceRegion = 'atendo.required'
  }
  return errors
}

/** What the dialog sends: the fields the API takes (a masked key sent back keeps the stored one). */
export function promptPayload(values: PromptValues): Record<string, unknown> {
  return {
    name: (values.name ?? '').trim(),
    prompt: values.prompt ?? '',
    apiKey: (values.apiKey ?? '').trim(),
    voice: values.voice ?? 'texto',
    voiceKey: values.voiceKey?.trim() || null,
    voiceRegion: values.voiceRegion?.trim() || null,
    maxTokens: Number(values.maxTokens),
    temperature: Number(values.temperature),
    maxMessages: Number(values.maxMessages),
    queueId: values.queueId ?? null,
  }
}

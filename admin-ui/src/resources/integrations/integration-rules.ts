/** The runtimes a queue integration can be (administration.md §2 "Queue integrations"). */
export const integrationTypes = ['dialogflow', 'n8n', 'webhook', 'typebot', 'flowbuilder'] as const
export type IntegrationType = (typeof integrationTypes)[number]

/** The dialog's values, as the form holds them. */
export interface IntegrationValues {
  type?: string
  name?: string
  projectName?: string | null
  jsonContent?: string | null
  language?: string | null
  urlN8N?: string | null
  typebotSlug?: string | null
  typebotExpires?: number | null
  typebotDelayMessage?: number | null
  typebotKeywordFinish?: string | null
  typebotKeywordRestart?: string | null
  typebotRestartMessage?: string | null
  typebotUnknownMessage?: string | null
  flowId?: number | null
}

/** A new integration's values: Typebot's defaults of §9 (delay 1000 ms, expires 1 minute). */
export const integrationDefaults: IntegrationValues = {
  type: 'typebot',
  language: 'pt-BR',
  typebotDelayMessage: 1000,
  typebotExpires: 1,
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
const httpUrl = /^https?:\/\/\S+$/i

/**
 * The rules of administration.md §5 "Queue integration", as translation keys by field: a name of
 * 2 to 50; typebot needs its URL and slug, n8n and webhook their URL; Dialogflow its project,
 * service-account JSON (valid JSON) and language.
 */
export function integrationErrors(values: IntegrationValues): Record<string, string> {
  const errors: Record<string, string> = {}
  const name = (values.name ?? '').trim()
  if (!name) errors.name = 'atendo.required'
  else if (name.length < 2) errors.name = 'atendo.too_short'
  else if (name.length > 50) errors.name = 'atendo.too_long'
  if (!values.type) errors.type = 'atendo.required'
  if (values.type === 'typebot' || values.type === 'n8n' || values.type === 'webhook') {
    if (blank(values.urlN8N)) errors.urlN8N = 'atendo.required'
    else if (!httpUrl.test(values.urlN8N!.trim())) errors.urlN8N = 'atendo.field_rules.url'
  }
  if (values.type === 'typebot' && blank(values.typebotSlug)) errors.typebotSlug = 'atendo.required'
  if (values.type === 'dialogflow') {
    if (blank(values.projectName)) errors.projectName = 'atendo.required'
    if (blank(values.jsonContent)) errors.jsonContent = 'atendo.required'
    else if (!isJson(values.jsonContent!)) errors.jsonContent = 'atendo.field_rules.invalid'
    if (blank(values.language)) errors.language = 'atendo.required'
  }
  return errors
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

const trimmed = (value: string | null | undefined) => (value ?? '').trim()

/**
 * What the dialog sends for its type: only that type's fields, and for n8n, webhook, typebot and
 * flowbuilder the project name is the name (§5).
 */
export function integrationPayload(values: IntegrationValues): Record<string, unknown> {
  const name = trimmed(values.name)
  switch (values.type) {
    case 'dialogflow':
      return {
        type: 'dialogflow',
        name,
        projectName: trimmed(values.projectName),
        jsonContent: values.jsonContent ?? '',
        language: values.language || 'pt-BR',
      }
    case 'n8n':
    case 'webhook':
      return { type: values.type, name, projectName: name, urlN8N: trimmed(values.urlN8N) }
    case 'typebot':
      return {
        type: 'typebot',
        name,
        projectName: name,
        urlN8N: trimmed(values.urlN8N),
        typebotSlug: trimmed(values.typebotSlug),
        typebotDelayMessage: values.typebotDelayMessage ?? 1000,
        typebotExpires: values.typebotExpires ?? 1,
        typebotKeywordFinish: values.typebotKeywordFinish ?? '',
        typebotKeywordRestart: values.typebotKeywordRestart ?? '',
        typebotRestartMessage: values.typebotRestartMessage ?? '',
        typebotUnknownMessage: values.typebotUnknownMessage ?? '',
      }
    default:
      return { type: 'flowbuilder', name, projectName: name, flowId: values.flowId ?? null }
  }
}

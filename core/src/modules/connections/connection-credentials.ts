import { AppError, type ChannelProvider, type FieldProblem } from '@atendo/plugin-api'
import type { IConnection } from './entities.ts'

/** The key of `connections.options` credentials are kept under. */
const credentialsOption = 'credentials'

/** The credentials a connection was saved with (empty for providers that take none). */
export function storedCredentials(options: Record<string, unknown>): Record<string, string> {
  const stored = options[credentialsOption]
  if (!stored || typeof stored !== 'object') return {}
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/**
 * The credentials as those who manage connections may see them: the provider's non-secret fields
 * (a page id, a phone number id). Tokens are never answered, to anyone: they go to the channel only.
 */
export function shownCredentials(
  provider: ChannelProvider | undefined,
  options: Record<string, unknown>,
): Record<string, string> {
  const fields = provider?.credentials?.fields ?? []
  const stored = storedCredentials(options)
  const shown: Record<string, string> = {}
  for (const field of fields) {
    const value = stored[field.key]
    if (!field.secret && value !== undefined) shown[field.key] = value
  }
  return shown
}

/**
 * Checks the credentials a save carries against the provider's declaration (known fields,
 * lengths, required ones present, counting what is stored for an update) and runs the
 * provider's test. Answers the credentials to store and the number the provider gave, or
 * undefined when the provider takes no credentials and none were sent.
 */
export async function checkCredentials(
  provider: ChannelProvider,
  companyId: number,
  sent: Record<string, string> | undefined,
  existing?: IConnection,
): Promise<{ credentials: Record<string, string>; number?: string } | undefined> {
  const declared = provider.credentials
  if (!declared) {
    if (sent && Object.keys(sent).length > 0) {
      throw invalid([{ field: 'credentials', message: `the ${provider.id} provider takes no credentials` }])
    }
    return undefined
  }
  // A blank field keeps its stored value: forms never get secrets back, so they send them empty.
  const given = Object.fromEntries(Object.entries(sent ?? {}).filter(([, value]) => value.trim() !== ''))
  if (existing && Object.keys(given).length === 0) return undefined
  const merged = { ...(existing ? storedCredentials(existing.options) : {}), ...given }
  const problems: FieldProblem[] = []
  const known = new Set(declared.fields.map((field) => field.key))
  for (const key of Object.keys(given)) {
    if (!known.has(key))
      problems.push({ field: `credentials.${key}`, message: 'is not a field of this provider' })
  }
  const credentials: Record<string, string> = {}
  for (const field of declared.fields) {
    const value = merged[field.key]?.trim()
    if (!value) {
      if (field.required) problems.push({ field: `credentials.${field.key}`, message: 'is required' })
      continue
    }
    if (value.length > field.maxLength) {
      problems.push({
        field: `credentials.${field.key}`,
        message: `must have at most ${field.maxLength} characters`,
      })
    }
    credentials[field.key] = value
  }
  if (problems.length > 0) throw invalid(problems)
  const checked = await declared.check?.({ companyId, connectionId: existing?.id, credentials })
  // The test may fill declared fields it looked up (an Instagram account id from its page).
  const found = Object.fromEntries(
    Object.entries(checked?.credentials ?? {}).filter(([key, value]) => known.has(key) && value !== ''),
  )
  return { credentials: { ...credentials, ...found }, number: checked?.number }
}

function invalid(fields: FieldProblem[]): AppError {
  return new AppError('ERR_VALIDATION', {
    message: fields.map((problem) => `${problem.field} ${problem.message}`).join('; '),
    fields,
  })
}

/** `options` with the credentials to store. */
export function withCredentials(
  options: Record<string, unknown>,
  credentials: Record<string, string>,
): Record<string, unknown> {
  return { ...options, [credentialsOption]: credentials }
}

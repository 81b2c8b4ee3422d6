/** What a masked secret reads as; a value so is never a key someone typed. */
const maskPrefix = '••••••••'

/** The service-account fields that let whoever holds them act as the account. */
const secretFields = ['private_key', 'private_key_id'] as const

type Account = Record<string, unknown>

function parseAccount(json: string): Account | undefined {
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Account)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A Dialogflow service-account JSON as answers show it: the account (project, client_email...)
 * stays readable so the dialog tells which one is saved, its private key and key id are masked.
 * Something that is no JSON object shows nothing at all.
 */
export function maskServiceAccount(json: string): string {
  if (json === '') return ''
  const account = parseAccount(json)
  if (!account) return maskPrefix
  const shown = { ...account }
  for (const field of secretFields) if (typeof shown[field] === 'string') shown[field] = maskPrefix
  return JSON.stringify(shown, null, 2)
}

/**
 * The JSON to store from what a form sent: the masked answer as it was given keeps the stored
 * one; a JSON whose key fields are still masked (the user changed another field of it) takes the
 * stored key back; anything else is a new account.
 */
export function serviceAccountToStore(sent: string, stored: string | null): string {
  if (!stored) return sent
  if (sent === maskServiceAccount(stored)) return stored
  const account = parseAccount(sent)
  const previous = parseAccount(stored)
  if (!account || !previous || !secretFields.some((field) => account[field] === maskPrefix)) return sent
  for (const field of secretFields) if (account[field] === maskPrefix) account[field] = previous[field]
  return JSON.stringify(account)
}

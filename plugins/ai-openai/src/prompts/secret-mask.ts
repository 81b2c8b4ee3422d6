/** What a masked secret starts with; a value starting so is never a key someone typed. */
const maskPrefix = '••••••••'

/**
 * A secret (an OpenAI or Azure key) as answers show it: its last 4 characters, enough to tell two
 * keys apart, never enough to use one. OpenAI keys are long; a short one shows nothing at all.
 */
export function maskSecret(secret: string): string {
  return secret.length >= 16 ? `${maskPrefix}${secret.slice(-4)}` : maskPrefix
}

/**
 * The secret to store from what a form sent: the masked value it was given (the user did not
 * change the key) keeps the stored one; anything else is the new key.
 */
export function secretToStore(sent: string, stored: string | null): string {
  return stored !== null && sent === maskSecret(stored) ? stored : sent.trim()
}

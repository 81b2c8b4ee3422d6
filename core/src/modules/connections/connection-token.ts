import { randomBytes, randomInt } from 'node:crypto'

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A connection token: 30 random letters and digits (administration.md §5), drawn without bias. */
export function generateConnectionToken(length = 30): string {
  let token = ''
  for (let index = 0; index < length; index += 1) token += alphanumeric[randomInt(alphanumeric.length)]
  return token
}

/** The secret outbound webhooks are signed with: 256 random bits as hex. */
export function generateWebhookSecret(): string {
  return randomBytes(32).toString('hex')
}

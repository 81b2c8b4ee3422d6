import { hash, verify } from '@node-rs/argon2'

// Argon2id (memory-hard) with OWASP's recommended minimum: 19 MiB, 2 iterations.
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A hash of a password nobody knows, verified when the e-mail does not exist so that a failed
 * login takes the same time either way and does not reveal which e-mails have accounts.
 */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`)
  return decoyHash
}

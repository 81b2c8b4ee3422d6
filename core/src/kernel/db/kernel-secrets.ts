import { randomBytes } from 'node:crypto'
import type { Em } from './orm.ts'

/**
 * Returns a named secret, generating and storing it on first use. Stored in the database so every
 * API node of a deployment signs with the same key without extra configuration.
 */
export async function kernelSecret(em: Em, name: string): Promise<string> {
  const candidate = randomBytes(48).toString('base64url')
  await em.execute(`insert into kernel_secrets (name, value) values (?, ?) on conflict (name) do nothing`, [
    name,
    candidate,
  ])
  const rows = await em.execute<{ value: string }[]>('select value from kernel_secrets where name = ?', [
    name,
  ])
  return rows[0]!.value
}

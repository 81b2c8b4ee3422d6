import type { Em } from '../../kernel/db/orm.ts'
import { CompanySetting } from '../settings/index.ts'
import { User } from '../users/index.ts'
/**
 * Whether the company lets attendants sign their messages (company option `sendSignMessage`).
 * A company that never saved the option has the product's default, enabled.
 */
export async function signingEnabled(em: Em, companyId: number): Promise<boolean> {
  const setting = await em.findOne(CompanySetting, { companyId, key: 'sendSignMessage' })
  return (setting?.value ?? 'enabled') === 'enabled'
}

/** The body with the attendant's signature on its first line: `*Maria:*\nOlá`. */
export async function signedBody(em: Em, companyId: number, userId: number, body: string): Promise<string> {
  if (!(await signingEnabled(em, companyId))) return body
  const user = await em.findOne(User, { id: userId })
  return user ? `*${user.name}:*\n${body}` : body
}

import type { Em } from '../../kernel/db/orm.ts'

/** A company's first admin, as the super admin's form gives it. */
export interface FirstAdmin {
  companyId: number
  name: string
  email: string
  passwordHash: string
}

/**
 * What creating a company needs from the users module, handed over at composition: users depend
 * on companies (a user belongs to one), not the reverse.
 */
export interface CompanyHooks {
  /** Whether any company's user already signs in with this (lower-case) e-mail. */
  emailTaken(em: Em, email: string): Promise<boolean>
  /** Adds the company's first admin in `tx`, not yet flushed (users' `companyUserHooks`). */
  addFirstAdmin(tx: Em, admin: FirstAdmin): void
}

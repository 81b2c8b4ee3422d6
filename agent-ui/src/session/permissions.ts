import type { SessionUser } from '@atendo/sdk'

/** Admin rights of the interface (inbox.md §6): profile admin, or the platform's super flag. */
export function isAdmin(user: SessionUser): boolean {
  return user.profile === 'admin' || user.super
}

/** A per-user switch stored as 'enabled' / 'disabled'. */
export function isEnabled(value: string | undefined | null): boolean {
  return value === 'enabled'
}

/** A company option from the session (companieSettings), e.g. sendSignMessage. */
export function companyOption(user: SessionUser, key: string): string | null {
  return user.company.companieSettings.find((setting) => setting.key === key)?.value ?? null
}

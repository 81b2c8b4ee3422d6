const STORAGE_KEY = 'atendo-admin-token'

/**
 * Where the access token lives between page loads. The refresh token stays in its httpOnly
 * cookie (path /api/auth), out of reach of scripts.
 */
export interface TokenStore {
  get(): string | undefined
  set(token: string): void
  clear(): void
}

export function createTokenStore(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): TokenStore {
  return {
    get: () => storage.getItem(STORAGE_KEY) ?? undefined,
    set: (token) => storage.setItem(STORAGE_KEY, token),
    clear: () => storage.removeItem(STORAGE_KEY),
  }
}

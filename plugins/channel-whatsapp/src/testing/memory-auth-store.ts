import { initAuthCreds } from 'baileys'
import type { AuthStateStore } from '../auth/auth-state-store.ts'
import type { SessionOwner } from '../session-owner.ts'

/**
 * An auth store for unit tests of the session logic, where PostgreSQL is not the subject (the
 * PostgreSQL store has its own tests). Records what the session did with it.
 */
export function memoryAuthStore(): AuthStateStore & {
  saved: number
  cleared: SessionOwner[]
  paired: Set<number>
} {
  const store = {
    saved: 0,
    cleared: [] as SessionOwner[],
    paired: new Set<number>(),
    async load(owner: SessionOwner) {
      const creds = initAuthCreds()
      return {
        state: { creds, keys: { get: async () => ({}), set: async () => {} } },
        saveCreds: async () => {
          store.saved++
          store.paired.add(owner.connectionId)
        },
      }
    },
    async hasCredentials(owner: SessionOwner) {
      return store.paired.has(owner.connectionId)
    },
    async clear(owner: SessionOwner) {
      store.cleared.push(owner)
      store.paired.delete(owner.connectionId)
    },
  }
  return store
}

import type { SessionUser } from '@atendo/sdk'
import { type AuthProvider, HttpError } from 'react-admin'
import { backOfficePanels } from './data-provider.ts'
import type { HttpClient } from './http-client.ts'
import { permissionsOf } from './permissions.ts'
import {
  browserHasSession,
  forgetSessionEnded,
  rememberSessionEnded,
  revokedReasonOf,
} from './session-ended.ts'
import type { TokenStore } from './token-store.ts'

/**
 * react-admin's auth over the Atendo session routes: login stores the access token, every page
 * load checks it, /api/auth/me gives identity and permissions (cached until the session changes).
 */
export function createAuthProvider(
  apiUrl: string,
  http: HttpClient,
  tokens: TokenStore,
  refresh: () => Promise<boolean> = async () => false,
  hasSession: () => boolean = browserHasSession,
): AuthProvider {
  let me: Promise<SessionUser> | undefined
  const loadMe = () => {
    me ??= http(`${apiUrl}/auth/me`).then(({ json }) => json as SessionUser)
    me.catch(() => {
      me = undefined
    })
    return me
  }
  return {
    async login({ username, password }: { username: string; password: string }) {
      const { json } = await http(`${apiUrl}/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: username, password }),
      })
      const answer = json as { token: string; user: SessionUser }
      tokens.set(answer.token)
      forgetSessionEnded()
      me = Promise.resolve(answer.user)
    },
    async logout() {
      if (tokens.get()) await http(`${apiUrl}/auth/logout`, { method: 'DELETE' }).catch(() => undefined)
      tokens.clear()
      me = undefined
    },
    async checkAuth() {
      // One session for both apps: a sign-in in the inbox left the shared refresh cookie, which
      // gives the back office its own access token to the same session without a second login.
      if (!tokens.get() && hasSession()) await refresh()
      // Nobody is logged in: go to the login page without a logout round (which would reset
      // react-admin's queries and re-run this check in a loop for several seconds).
      if (!tokens.get()) throw { redirectTo: '/login', logoutUser: false, message: false }
    },
    async checkError(error: unknown) {
      // 401 means the session is gone; 403 is a refusal (super only, plan flag) the page handles;
      // 402 (subscription expired) keeps the session: the layout leads to paying (payment-notice.tsx).
      if (error instanceof HttpError && error.status === 401) {
        rememberSessionEnded(revokedReasonOf(error.body))
        tokens.clear()
        me = undefined
        throw error
      }
    },
    async getIdentity() {
      const user = await loadMe()
      return { id: user.id, fullName: user.name, avatar: user.profileImage ?? undefined }
    },
    async getPermissions() {
      if (!tokens.get() && hasSession()) await refresh()
      if (!tokens.get()) return undefined
      const [user, { json }] = await Promise.all([loadMe(), http(`${apiUrl}/plugins/ui`)])
      const { panels, refused, plugins } = backOfficePanels(json)
      return permissionsOf(user, panels, refused, plugins)
    },
  }
}

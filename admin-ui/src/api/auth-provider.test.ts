import { HttpError } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { createAuthProvider } from './auth-provider.ts'
import type { HttpClient } from './http-client.ts'
import type { Permissions } from './permissions.ts'
import { createTokenStore } from './token-store.ts'

const sessionUser = {
  id: 5,
  name: 'Ana',
  email: 'ana@atendo.test',
  profile: 'admin',
  super: false,
  companyId: 3,
  profileImage: null,
  allTicket: 'enabled',
  allowGroup: 'disabled',
  allHistoric: 'disabled',
  allUserChat: 'disabled',
  userClosePendingTicket: 'disabled',
  showDashboard: 'enabled',
  allowRealTime: 'disabled',
  allowConnections: 'disabled',
  company: {
    id: 3,
    name: 'Padaria',
    dueDate: '2026-12-01',
    plan: { id: 1, name: 'Plano 1', useSchedules: true, useCampaigns: false },
    companieSettings: [],
  },
}

function setup() {
  const values = new Map<string, string>()
  const tokens = createTokenStore({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  })
  const calls: string[] = []
  const http: HttpClient = async (url, options = {}) => {
    calls.push(`${options.method ?? 'GET'} ${url}`)
    const json = url.endsWith('/auth/login')
      ? { token: 'access-1', user: sessionUser }
      : url.endsWith('/plugins/ui')
        ? {
            plugins: [],
            panels: [{ app: 'admin', kind: 'resource', id: 'helps', label: 'Help', path: '/helps' }],
          }
        : url.endsWith('/auth/me')
          ? sessionUser
          : { message: 'ok' }
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json }
  }
  return { tokens, calls, auth: createAuthProvider('/api', http, tokens) }
}

describe('auth provider', () => {
  it('logs in with the e-mail, keeps the token and answers permissions from the session', async () => {
    const { tokens, calls, auth } = setup()
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login', logoutUser: false })
    await auth.login({ username: 'ana@atendo.test', password: 'secret' })
    expect(tokens.get()).toBe('access-1')
    await expect(auth.checkAuth({})).resolves.toBeUndefined()

    const permissions = (await auth.getPermissions!({})) as Permissions
    expect(permissions).toMatchObject({
      userId: 5,
      companyId: 3,
      profile: 'admin',
      super: false,
      switches: { allTicket: true, showDashboard: true, allowConnections: false },
      planFlags: { useSchedules: true, useCampaigns: false },
      dueDate: '2026-12-01',
    })
    expect(permissions.panels.map((panel) => panel.id)).toEqual(['helps'])
    expect(await auth.getIdentity!()).toEqual({ id: 5, fullName: 'Ana', avatar: undefined })
    // The user came with the login answer: /auth/me is not asked again.
    expect(calls.filter((call) => call.endsWith('/auth/me'))).toEqual([])
  })

  it('logs out on the server and forgets the token', async () => {
    const { tokens, calls, auth } = setup()
    await auth.login({ username: 'ana@atendo.test', password: 'secret' })
    await auth.logout({})
    expect(calls).toContain('DELETE /api/auth/logout')
    expect(tokens.get()).toBeUndefined()
    expect(await auth.getPermissions!({})).toBeUndefined()
  })

  it('ends the session on 401 but not on a 403 refusal', async () => {
    const { tokens, auth } = setup()
    await auth.login({ username: 'ana@atendo.test', password: 'secret' })
    await expect(auth.checkError(new HttpError('Sem permissão para acessar!', 403))).resolves.toBeUndefined()
    expect(tokens.get()).toBe('access-1')
    await expect(auth.checkError(new HttpError('Authentication required', 401))).rejects.toBeInstanceOf(
      HttpError,
    )
    expect(tokens.get()).toBeUndefined()
  })
})

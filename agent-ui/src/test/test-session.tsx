import type { AtendoSocket, SessionUser } from '@atendo/sdk'
import type { ReactNode } from 'react'
import { QueryProvider } from '../api/query-provider.tsx'
import { I18nProvider } from '../i18n/i18n-context.tsx'
import type { Language } from '../i18n/languages.ts'
import { RouterProvider } from '../router/router.tsx'
import { type Session, SessionContext } from '../session/session-context.tsx'

/** A logged-in session for component tests: no server, no socket. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 2,
    companyId: 1,
    name: 'Paula',
    email: 'paula@example.com',
    profile: 'user',
    super: false,
    company: { id: 1, name: 'Empresa', dueDate: null, companieSettings: [] },
    ...overrides,
  } as unknown as SessionUser
}

/**
 * A logged-in session for component tests, without a server, with a query cache of its own (as the
 * private frame has); `socket` (e.g. `fakeSocket()`) stands
 * in for the realtime socket when a test tells live events.
 */
export function TestSession({
  user = sessionUser(),
  language = 'pt',
  socket,
  children,
}: {
  user?: SessionUser
  language?: Language
  socket?: AtendoSocket
  children: ReactNode
}) {
  const session: Session = {
    status: 'authenticated',
    user,
    socket,
    login: async () => undefined,
    logout: async () => undefined,
    reload: async () => undefined,
  }
  return (
    <I18nProvider language={language}>
      <RouterProvider>
        <SessionContext.Provider value={session}>
          <QueryProvider>{children}</QueryProvider>
        </SessionContext.Provider>
      </RouterProvider>
    </I18nProvider>
  )
}

/** A socket for component tests: `tell` delivers an event to what the app listens to. */
export function fakeSocket() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const socket = {
    on(event: string, listener: (payload: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)!.add(listener)
      return socket
    },
    off(event: string, listener: (payload: unknown) => void) {
      listeners.get(event)?.delete(listener)
      return socket
    },
    emit: () => socket,
  }
  return {
    socket: socket as unknown as AtendoSocket,
    tell(event: string, payload?: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  }
}

import type { SessionUser } from '@atendo/sdk'
import type { ReactNode } from 'react'
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

export function TestSession({
  user = sessionUser(),
  language = 'pt',
  children,
}: {
  user?: SessionUser
  language?: Language
  children: ReactNode
}) {
  const session: Session = {
    status: 'authenticated',
    user,
    socket: undefined,
    login: async () => undefined,
    logout: async () => undefined,
    reload: async () => undefined,
  }
  return (
    <I18nProvider language={language}>
      <RouterProvider>
        <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      </RouterProvider>
    </I18nProvider>
  )
}

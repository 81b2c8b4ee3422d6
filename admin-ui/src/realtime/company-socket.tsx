import { connectRealtime } from '@atendo/sdk'
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import { useLogout, usePermissions } from 'react-admin'
import type { Permissions } from '../api/permissions.ts'
import { rememberSessionEnded } from '../api/session-ended.ts'
import type { TokenStore } from '../api/token-store.ts'

/** Any event of the company's namespace, with its payload. */
export type CompanyEventListener = (event: string, payload: unknown) => void

/** What screens need of the company's socket: to hear every event while they are shown. */
export interface CompanyEvents {
  onAny(listener: CompanyEventListener): unknown
  offAny(listener: CompanyEventListener): unknown
}

const CompanySocketContext = createContext<CompanyEvents | undefined>(undefined)

/** Provides an already open socket (tests, or a host page that owns one). */
export const CompanySocketContextProvider = CompanySocketContext.Provider

/**
 * One realtime socket per back-office tab: joins the logged-in user's company namespace
 * (administration.md §7 "Realtime events") and shares it with the screens below, so the list
 * refresh, the QR code dialog and the import progress do not each open their own.
 */
export function CompanySocketProvider({
  tokens,
  refreshToken,
  children,
}: {
  tokens: TokenStore
  refreshToken: () => Promise<boolean>
  children: ReactNode
}) {
  const { permissions } = usePermissions<Permissions>()
  const companyId = permissions?.companyId
  const userId = permissions?.userId
  const [socket, setSocket] = useState<CompanyEvents>()
  const logout = useLogout()
  const logoutRef = useRef(logout)
  logoutRef.current = logout

  useEffect(() => {
    if (companyId === undefined) return
    const opened = connectRealtime({
      baseUrl: window.location.origin,
      companyId,
      userId,
      token: () => tokens.get(),
      refresh: refreshToken,
    })
    // The session this tab shares with the inbox ended (a logout there, a login in another
    // browser): forget the token and show the login page with the reason.
    opened.on(`company-${companyId}-auth`, (event) => {
      if (event.action !== 'logout') return
      rememberSessionEnded(event.reason ?? 'replaced')
      tokens.clear()
      opened.disconnect()
      void logoutRef.current()
    })
    setSocket(opened as unknown as CompanyEvents)
    return () => {
      opened.disconnect()
      setSocket(undefined)
    }
  }, [companyId, userId, tokens, refreshToken])

  return <CompanySocketContext.Provider value={socket}>{children}</CompanySocketContext.Provider>
}

/**
 * Calls `listener` with every event of the company's namespace while the calling screen is shown;
 * the latest `listener` is used, so it may close over the screen's state.
 */
export function useCompanyEvents(listener: CompanyEventListener): void {
  const socket = useContext(CompanySocketContext)
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => {
    if (!socket) return
    const forward: CompanyEventListener = (event, payload) => latest.current(event, payload)
    socket.onAny(forward)
    return () => {
      socket.offAny(forward)
    }
  }, [socket])
}

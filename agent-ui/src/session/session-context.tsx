import { type AtendoSocket, connectRealtime, type SessionUser } from '@atendo/sdk'
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { atendo, dataOf, forgetToken, keepToken, onPaymentRequired, onSessionEnd } from '../api/atendo.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { useRouter } from '../router/router.tsx'
import { useTheme } from '../theme/theme-context.tsx'
import { toast } from '../toasts/toast-store.ts'
import { companyTimeZone } from './company-time-zone.ts'
import { syncCampaignsFlag } from './local-flags.ts'
import {
  browserHasSession,
  forgetSessionEnded,
  noticeOfReason,
  rememberSessionEnded,
} from './session-ended.ts'
import { landingPath, subscriptionNotice, subscriptionState } from './subscription.ts'

/** The presence heartbeat interval (inbox.md §9: 300000 ms). */
export const heartbeatInterval = 300_000
/** How long the "logged in elsewhere" toast shows before the page reloads (inbox.md §9). */
export const elsewhereLogoutDelay = 1000

type SessionStatus = 'loading' | 'anonymous' | 'authenticated'

export interface Session {
  status: SessionStatus
  user: SessionUser | undefined
  socket: AtendoSocket | undefined
  login(email: string, password: string, remember: boolean): Promise<void>
  logout(): Promise<void>
  /** Reloads the user (e.g. after the top bar's refresh). */
  reload(): Promise<void>
}

/** Exported so component tests (and embedders) can provide a session without logging in. */
export const SessionContext = createContext<Session | undefined>(undefined)

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t, locale } = useI18n()
  const { navigate } = useRouter()
  const { setMode } = useTheme()
  const [status, setStatus] = useState<SessionStatus>(
    atendo.token || browserHasSession() ? 'loading' : 'anonymous',
  )
  const [user, setUser] = useState<SessionUser>()
  const [socket, setSocket] = useState<AtendoSocket>()

  const reload = useCallback(async () => {
    const me = await dataOf(atendo.GET('/api/auth/me'))
    syncCampaignsFlag(me, false)
    setUser(me)
    setStatus('authenticated')
  }, [])

  useEffect(() => {
    const fail = () => {
      forgetToken()
      setStatus('anonymous')
    }
    if (atendo.token) {
      reload().catch(fail)
    } else if (browserHasSession()) {
      // One session for both apps: a sign-in at /admin/ (or in another tab) left the shared refresh
      // cookie, which gives this app its own access token to the same session, without a login.
      atendo
        .refresh()
        .then((refreshed) => {
          if (!refreshed || !atendo.token) return fail()
          keepToken(atendo.token, localStorage.getItem('rememberMe') !== 'false')
          return reload()
        })
        .catch(fail)
    }
    return onSessionEnd(() => {
      setUser(undefined)
      setStatus('anonymous')
    })
  }, [reload])

  // Every refusal of an overdue company leads to the billing page (issue 23), not to a dead end.
  useEffect(
    () =>
      onPaymentRequired(() => {
        if (window.location.pathname !== '/financeiro') navigate('/financeiro')
      }),
    [navigate],
  )

  const login = useCallback(
    async (email: string, password: string, remember: boolean) => {
      const answer = await atendo.login(email, password)
      keepToken(answer.token, remember)
      forgetSessionEnded()
      // The user's own theme applies from login on (the toggle still changes it for this browser).
      const theme = answer.user.defaultTheme
      if (theme === 'dark' || theme === 'light') setMode(theme)
      syncCampaignsFlag(answer.user, true)
      setUser(answer.user)
      setStatus('authenticated')
      const state = subscriptionState(answer.user.company.dueDate, new Date(), companyTimeZone(answer.user))
      const notice = subscriptionNotice(state, t, (date) => date.toLocaleDateString(locale))
      if (notice) toast[notice.kind](notice.text)
      navigate(landingPath(state), { replace: true })
    },
    [t, locale, navigate, setMode],
  )

  const logout = useCallback(async () => {
    socket?.disconnect()
    await atendo.logout().catch(() => undefined)
    forgetToken()
    setUser(undefined)
    setStatus('anonymous')
    navigate('/login', { replace: true })
  }, [socket, navigate])

  // The realtime socket lives as long as the session (a language change must not reconnect it).
  const translate = useRef(t)
  translate.current = t
  const companyId = user?.companyId
  const userId = user?.id
  useEffect(() => {
    if (status !== 'authenticated' || companyId === undefined) return
    const connection = connectRealtime({
      baseUrl: window.location.origin,
      companyId,
      userId,
      token: () => atendo.token,
      refresh: () => atendo.refresh(),
    })
    connection.on(`company-${companyId}-auth`, (event) => {
      if (event.action !== 'logout') return
      // The same session logged out from the back office (or another tab) is told so, not that
      // someone else logged in.
      const reason = event.reason ?? 'replaced'
      toast.warning(translate.current(noticeOfReason(reason) ?? 'session.loggedElsewhere'))
      localStorage.clear()
      sessionStorage.clear()
      rememberSessionEnded(reason)
      connection.disconnect()
      setTimeout(() => window.location.reload(), elsewhereLogoutDelay)
    })
    connection.on('connect', () => connection.emit('joinNotification'))
    const heartbeat = setInterval(() => connection.emit('userStatus'), heartbeatInterval)
    setSocket(connection)
    return () => {
      clearInterval(heartbeat)
      connection.disconnect()
      setSocket(undefined)
    }
  }, [status, companyId, userId])

  const value = useMemo<Session>(
    () => ({ status, user, socket, login, logout, reload }),
    [status, user, socket, login, logout, reload],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a SessionProvider')
  return session
}

/** The session if there is one (lone components in tests have none). */
export function useOptionalSession(): Session | undefined {
  return useContext(SessionContext)
}

/** The logged-in user if there is one (and a session around: lone components in tests have none). */
export function useOptionalUser(): SessionUser | undefined {
  return useContext(SessionContext)?.user ?? undefined
}

/** The logged-in user; only for components under a private route. */
export function useUser(): SessionUser {
  const { user } = useSession()
  if (!user) throw new Error('useUser is for private routes')
  return user
}

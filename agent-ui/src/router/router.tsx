import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'

/** A small history router: the app has a handful of routes, so no routing library is shipped. */
interface Location {
  pathname: string
  search: string
}

interface Router extends Location {
  navigate(to: string, options?: { replace?: boolean }): void
}

const RouterContext = createContext<Router | undefined>(undefined)

function currentLocation(): Location {
  return { pathname: window.location.pathname, search: window.location.search }
}

export function RouterProvider({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation)
  useEffect(() => {
    const onPop = () => setLocation(currentLocation())
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = useCallback((to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.history.replaceState(null, '', to)
    else window.history.pushState(null, '', to)
    setLocation(currentLocation())
  }, [])
  const router = useMemo(() => ({ ...location, navigate }), [location, navigate])
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>
}

export function useRouter(): Router {
  const router = useContext(RouterContext)
  if (!router) throw new Error('useRouter needs a RouterProvider')
  return router
}

/** Matches `/tickets/:uuid` style patterns; answers the named segments, or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean)
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean)
  if (patternParts.length !== pathParts.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index]!
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual)
    else if (part !== actual) return null
  }
  return params
}

/** Navigates inside the app without reloading; modified clicks keep the browser's behaviour. */
export function Link({ to, children, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    rest.onClick?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} {...rest} onClick={onClick}>
      {children}
    </a>
  )
}

/** Sends the user elsewhere as soon as it renders. */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useRouter()
  useEffect(() => navigate(to, { replace: true }), [navigate, to])
  return null
}

import type { ReactNode } from 'react'
import { useAuthState } from 'react-admin'
import { Navigate, useLocation } from 'react-router-dom'

/**
 * The logged-in shell only for a checked session: nothing while the session is checked, the login
 * page (remembering the page asked for) when there is none.
 *
 * Not react-admin's `requireAuth`: it sends an anonymous visitor through a logout, whose query
 * reset interrupts the navigation to the login page and mounts the logout again, over and over
 * (ra-core's useLogout.ts names the race). The visitor saw a blank, busy page for about ten
 * seconds before the login form. A plain navigation resets nothing.
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  // No logout on failure: the redirect below is the whole answer to "nobody is signed in".
  const { authenticated, isPending } = useAuthState(undefined, false)
  const location = useLocation()
  if (isPending) return null
  if (!authenticated) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ nextPathname: location.pathname, nextSearch: location.search }}
      />
    )
  }
  return children
}

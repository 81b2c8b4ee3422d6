import { type ReactNode, useEffect } from 'react'
import { Loading, useAuthenticated, useNotify, usePermissions, useRedirect } from 'react-admin'
import type { Permissions } from '../api/permissions.ts'
import { NoPermission } from './no-permission.tsx'
import { accessVerdict, type PageAccess } from './page-access.ts'

/** Shows its children only to those the page's access allows; refuses the others as the specification says. */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  // Pages outside react-admin's resources (settings) still send anonymous visitors to the login page.
  useAuthenticated()
  const { permissions, isPending } = usePermissions<Permissions>()
  const notify = useNotify()
  const redirect = useRedirect()
  const verdict = permissions ? accessVerdict(access, permissions) : undefined

  const redirectMessage = verdict?.kind === 'redirect' ? verdict.message : undefined
  const redirectDelay = verdict?.kind === 'redirect' ? verdict.delayMs : 0
  useEffect(() => {
    if (!redirectMessage) return
    notify(redirectMessage, { type: 'error', autoHideDuration: 2000 })
    const timer = setTimeout(() => redirect('/'), redirectDelay)
    return () => clearTimeout(timer)
  }, [redirectMessage, redirectDelay, notify, redirect])

  if (isPending || !verdict) return <Loading />
  if (verdict.kind === 'no-permission') return <NoPermission />
  if (verdict.kind === 'redirect') return null
  return <>{children}</>
}

/** Wraps a page component with its access rule. */
export function guarded(access: PageAccess, Page: () => ReactNode) {
  return function GuardedPage() {
    return (
      <RequireAccess access={access}>
        <Page />
      </RequireAccess>
    )
  }
}

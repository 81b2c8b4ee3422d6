import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { I18nProvider, useI18n } from './i18n/i18n-context.tsx'
import { ForgotPasswordPage } from './pages/auth/forgot-password-page.tsx'
import { LoginPage } from './pages/auth/login-page.tsx'
import { SignupPage } from './pages/auth/signup-page.tsx'
import { backOfficeLocation } from './router/back-office-routes.ts'
import { matchPath, Redirect, RouterProvider, useRouter } from './router/router.tsx'
import { SessionProvider, useSession } from './session/session-context.tsx'
import { ThemeProvider } from './theme/theme-context.tsx'
import { Toaster } from './toasts/toaster.tsx'

// The private screens, and the frame around them, load after login, so the login page ships only what it needs.
const PrivateLayout = lazy(() => import('./components/private-layout.tsx'))
const DashboardPage = lazy(() => import('./pages/dashboard/dashboard-page.tsx'))
const TicketsPage = lazy(() => import('./pages/tickets/tickets-page.tsx'))
const ContactsPage = lazy(() => import('./pages/contacts/contacts-page.tsx'))
const ContactsImportPage = lazy(() => import('./pages/contacts/import/contacts-import-page.tsx'))
const FinancePage = lazy(() => import('./pages/finance-page.tsx'))
const MomentsPage = lazy(() => import('./pages/moments/moments-page.tsx'))
const ReportsPage = lazy(() => import('./pages/reports/reports-page.tsx'))
const KanbanPage = lazy(() => import('./pages/kanban/kanban-page.tsx'))
const KanbanLanesPage = lazy(() => import('./pages/kanban/kanban-lanes-page.tsx'))
const TodoListPage = lazy(() => import('./pages/todolist/todolist-page.tsx'))
const PluginPage = lazy(() => import('./plugins/plugin-pages.tsx'))

const publicRoutes: Record<string, () => ReactNode> = {
  '/login': () => <LoginPage />,
  '/signup': () => <SignupPage />,
  '/forgetpsw': () => <ForgotPasswordPage />,
}

function privateRoute(pathname: string): ReactNode | undefined {
  // The dashboard; users without showDashboard see the access-denied screen there (inbox.md §6).
  if (pathname === '/' || pathname === '') return <DashboardPage />
  if (matchPath('/tickets', pathname)) return <TicketsPage />
  const ticket = matchPath('/tickets/:uuid', pathname)
  if (ticket) return <TicketsPage />
  if (matchPath('/contacts', pathname)) return <ContactsPage />
  if (matchPath('/contacts/import', pathname)) return <ContactsImportPage />
  if (matchPath('/financeiro', pathname)) return <FinancePage />
  if (matchPath('/moments', pathname)) return <MomentsPage />
  if (matchPath('/reports', pathname)) return <ReportsPage />
  // The product's own paths are /Kanban and /TagsKanban (administration.md §2); lower case works too.
  if (matchPath('/kanban', pathname) || matchPath('/Kanban', pathname)) return <KanbanPage />
  if (matchPath('/TagsKanban', pathname) || matchPath('/tagskanban', pathname)) return <KanbanLanesPage />
  if (matchPath('/todolist', pathname)) return <TodoListPage />
  return undefined
}

function Loading() {
  const { t } = useI18n()
  return (
    <div className="loading" role="status">
      {t('app.loading')}
    </div>
  )
}

/** Leaves the inbox for the back office's screen at `location` (another app: a page load). */
function BackOfficeRedirect({ location }: { location: string }) {
  useEffect(() => window.location.replace(location), [location])
  return <Loading />
}

/** Public routes send logged-in users to /; private routes send everyone else to /login (inbox.md §2). */
function Routes() {
  const { pathname, search } = useRouter()
  const { status } = useSession()
  if (status === 'loading') return <Loading />
  const publicPage = publicRoutes[pathname.replace(/\/+$/, '')]
  // inbox.md §2 and administration.md §2: "an authenticated user on a public route is sent to /"
  // (logging in itself lands on /tickets or /financeiro, inbox.md §4).
  if (publicPage) return status === 'authenticated' ? <Redirect to="/" /> : publicPage()
  if (status !== 'authenticated') return <Redirect to="/login" />
  // The spec's page locations the back office renders (/users, /queues, /settings...).
  const backOffice = backOfficeLocation(pathname, search)
  if (backOffice) return <BackOfficeRedirect location={backOffice} />
  // Any other path may be a plugin's page (GET /api/plugins/ui); PluginPage redirects when it is not.
  const page = privateRoute(pathname) ?? <PluginPage pathname={pathname} />
  return (
    <Suspense fallback={<Loading />}>
      <PrivateLayout>
        <Suspense fallback={<Loading />}>{page}</Suspense>
      </PrivateLayout>
    </Suspense>
  )
}

export function App() {
  return (
    <I18nProvider>
      <ThemeProvider>
        <RouterProvider>
          <SessionProvider>
            <Routes />
            <Toaster />
          </SessionProvider>
        </RouterProvider>
      </ThemeProvider>
    </I18nProvider>
  )
}

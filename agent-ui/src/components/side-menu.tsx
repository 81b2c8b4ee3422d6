import type { SessionUser } from '@atendo/sdk'
import { useQuery } from '@tanstack/react-query'
import { atendo, dataOf } from '../api/atendo.ts'
import type { Connection } from '../api/models.ts'
import { versionKeys } from '../api/query-keys/version-keys.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import type { MessageKey } from '../i18n/pt.ts'
import { useReference } from '../pages/tickets/reference-data.ts'
import { useDebounced } from '../pages/tickets/use-debounced.ts'
import { usePluginRoutes } from '../plugins/plugin-pages.tsx'
import { panelLabel } from '../plugins/plugin-panels.tsx'
import { Link, matchPath, useRouter } from '../router/router.tsx'
import { hasPermission, isAdmin, mayWatchRealTime } from '../session/permissions.ts'
import { useUser } from '../session/session-context.tsx'
import { chatsPanel } from './internal-chat/chat-records.ts'
import { useChatUnreads } from './internal-chat/chat-unreads.tsx'
import { useNotifications } from './notifications/notifications-context.tsx'

/** Connection states that need an admin's attention (inbox.md §2 Drawer menu). */
const attentionStates = ['QRCODE', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING']

export function needsAttention(connections: readonly Pick<Connection, 'status'>[]): boolean {
  return connections.some((connection) => attentionStates.includes(connection.status.toUpperCase()))
}

/** The connection badge is re-evaluated this long after a session change (inbox.md §9: 2 s). */
export const connectionCheckDelay = 2000

/**
 * The management group (inbox.md §2, §6), each entry with the right it needs; the group shows when
 * the user may open any of them. Only pages that exist are listed, never dead links.
 */
const management: { key: MessageKey; path: string; allowed(user: SessionUser): boolean }[] = [
  { key: 'menu.dashboard', path: '/', allowed: (user) => hasPermission(user, 'showDashboard') },
  { key: 'menu.reports', path: '/reports', allowed: (user) => hasPermission(user, 'showDashboard') },
  { key: 'menu.panel', path: '/moments', allowed: mayWatchRealTime },
  // The board is a plan feature (administration.md §1: kanban per company plan).
  {
    key: 'menu.kanban',
    path: '/kanban',
    allowed: (user) => (user.company.plan as Record<string, unknown> | undefined)?.useKanban === true,
  },
]

/**
 * The back office's screens, which the administration section opens (the back office is served
 * at /admin/). Internal chat is a plugin page (plugins/internal-chat), listed with the others.
 */
const administration: { key: MessageKey; href: string }[] = [
  { key: 'menu.connections', href: '/admin/#/connections' },
  { key: 'menu.queues', href: '/admin/#/queues' },
  { key: 'menu.users', href: '/admin/#/users' },
  { key: 'menu.tags', href: '/admin/#/tags' },
  { key: 'menu.quickMessages', href: '/admin/#/quick-messages' },
  { key: 'menu.schedules', href: '/admin/#/schedules' },
  { key: 'menu.settings', href: '/admin/#/settings' },
]

/**
 * Whether a connection needs an admin (the Connections badge): the company's connections, which
 * their events keep fresh, read again 2 s after a change, so a session passing through OPENING on
 * its way to CONNECTED does not flash the badge.
 */
function useConnectionAlert(enabled: boolean): boolean {
  const connections = useReference('connections', { enabled })
  return useDebounced(enabled && needsAttention(connections), connectionCheckDelay)
}

/** The server's version, once per login; a failure shows no version (it is a footnote). */
function useVersion(): string | undefined {
  const query = useQuery({
    queryKey: versionKeys.server,
    queryFn: async () => (await dataOf(atendo.GET('/api/version'))).version,
    staleTime: Number.POSITIVE_INFINITY,
  })
  return query.data
}

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null
  return (
    <span className="badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/**
 * The drawer menu (inbox.md §2): the management group, main items with their counters, the
 * plugins' pages (help videos), the administration section, the version.
 */
export function SideMenu({ open, onNavigate }: { open: boolean; onNavigate?(): void }) {
  const { t, language } = useI18n()
  const user = useUser()
  const { pathname } = useRouter()
  const admin = isAdmin(user)
  const { count: unreadCount, pendingCount } = useNotifications()
  const connectionAlert = useConnectionAlert(admin && open)
  const version = useVersion()
  const pluginRoutes = usePluginRoutes()
  const { unreads: chatUnreads } = useChatUnreads()
  const managementEntries = management.filter((entry) => entry.allowed(user))

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside handle the keyboard; this only notices a choice
    <nav
      id="main-menu"
      className="side-menu"
      aria-label={t('topbar.menu')}
      hidden={!open}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) onNavigate?.()
      }}
    >
      {managementEntries.length > 0 ? (
        <div className="side-menu-group">
          <h2 className="side-menu-section">{t('menu.management')}</h2>
          <ul>
            {managementEntries.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} aria-current={matchPath(entry.path, pathname) ? 'page' : undefined}>
                  <span>{t(entry.key)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul>
        <li>
          <Link to="/tickets" aria-current={pathname.startsWith('/tickets') ? 'page' : undefined}>
            <span>{t('nav.tickets')}</span>
            <Badge count={unreadCount} label={t('menu.unreadTickets', { count: unreadCount })} />
            {pendingCount > 0 ? (
              <span className="badge badge-pending">
                <span aria-hidden="true">{pendingCount > 99 ? '99+' : pendingCount}</span>
                <span className="visually-hidden">{t('menu.pendingTickets', { count: pendingCount })}</span>
              </span>
            ) : null}
          </Link>
        </li>
        <li>
          <Link to="/contacts" aria-current={pathname.startsWith('/contacts') ? 'page' : undefined}>
            <span>{t('nav.contacts')}</span>
          </Link>
        </li>
        <li>
          <Link to="/todolist" aria-current={pathname.startsWith('/todolist') ? 'page' : undefined}>
            <span>{t('nav.todolist')}</span>
          </Link>
        </li>
        {pluginRoutes.map(({ panel }) => (
          <li key={panel.id}>
            <Link to={panel.path} aria-current={matchPath(panel.path, pathname) ? 'page' : undefined}>
              <span>{panelLabel(panel, language)}</span>
              {panel.id === chatsPanel && chatUnreads > 0 ? (
                <span className="badge badge-dot">
                  <span className="visually-hidden">{t('menu.chatUnread')}</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      {admin ? (
        <>
          <h2 className="side-menu-section">{t('menu.administration')}</h2>
          <ul>
            {administration.map((item) => (
              <li key={item.href}>
                <a href={item.href}>
                  <span>{t(item.key)}</span>
                  {item.key === 'menu.connections' && connectionAlert ? (
                    <span className="badge badge-alert">
                      <span aria-hidden="true">!</span>
                      <span className="visually-hidden">{t('menu.connectionAlert')}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {version ? <div className="side-menu-version">{t('menu.version', { version })}</div> : null}
    </nav>
  )
}

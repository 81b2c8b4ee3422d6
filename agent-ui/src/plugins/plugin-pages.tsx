import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useMemo } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { Redirect, useRouter } from '../router/router.tsx'
import { maySeePanel } from '../session/permissions.ts'
import { useUser } from '../session/session-context.tsx'
import { toast } from '../toasts/toast-store.ts'
import { type PluginPanel, usePluginPanels } from './plugin-panels.tsx'

/** What a plugin's page receives: the panel that opened it (its path and translated names). */
export interface PluginPageProps {
  panel: PluginPanel
}

/**
 * The inbox's pages for plugins' `app: 'agent'` panels, by panel id. A plugin panel only reaches
 * the drawer when its page is here, so an unknown plugin never leaves a dead link. Each loads
 * when first opened.
 */
const pluginPages: Record<string, LazyExoticComponent<ComponentType<PluginPageProps>>> = {
  helps: lazy(() => import('../pages/helps/helps-page.tsx')),
  chats: lazy(() => import('../pages/chats/chats-page.tsx')),
  'messages-api': lazy(() => import('../pages/messages-api/messages-api-page.tsx')),
}

/** A plugin panel the inbox shows: in the drawer, and as a page at the panel's path. */
export interface PluginRoute {
  panel: PluginPanel
  Page: LazyExoticComponent<ComponentType<PluginPageProps>>
}

/** The plugin pages this user may open, in the order the plugins declared them. */
export function usePluginRoutes(): PluginRoute[] {
  const user = useUser()
  const { panels } = usePluginPanels()
  return useMemo(
    () =>
      panels.flatMap((panel) => {
        const Page = Object.hasOwn(pluginPages, panel.id) ? pluginPages[panel.id] : undefined
        return panel.app === 'agent' && panel.kind === 'route' && Page && maySeePanel(panel, user)
          ? [{ panel, Page }]
          : []
      }),
    [panels, user],
  )
}

/** Whether a path is a panel's page or one below it (`/chats/{uuid}` is the `/chats` panel's). */
function panelOwnsPath(panelPath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return path === panelPath || path.startsWith(`${panelPath}/`)
}

/** How long the plan refusal shows before the user is sent home (administration.md §6: 1 s). */
export const planRefusalDelay = 1000

/**
 * A page the company's plan does not include (administration.md §6): the plan message, then the
 * dashboard after a second.
 */
function PlanRefusal() {
  const { t } = useI18n()
  const { navigate } = useRouter()
  useEffect(() => {
    toast.error(t('plugins.planRefused'))
    const timer = setTimeout(() => navigate('/', { replace: true }), planRefusalDelay)
    return () => clearTimeout(timer)
  }, [t, navigate])
  return null
}

/** The page of the plugin panel at this path (or below it); any other path goes to the tickets. */
export function PluginPage({ pathname }: { pathname: string }) {
  const { t } = useI18n()
  const { loaded, refused = [] } = usePluginPanels()
  const user = useUser()
  const route = usePluginRoutes().find(({ panel }) => panelOwnsPath(panel.path, pathname))
  if (route) return <route.Page panel={route.panel} />
  const outOfPlan = refused.find(
    (panel) =>
      panel.app === 'agent' &&
      panel.planFlag !== undefined &&
      !maySeePanel({ planFlag: panel.planFlag }, user) &&
      panelOwnsPath(panel.path, pathname),
  )
  if (outOfPlan) return <PlanRefusal />
  if (!loaded) {
    return (
      <div className="loading" role="status">
        {t('app.loading')}
      </div>
    )
  }
  return <Redirect to="/tickets" />
}

export default PluginPage

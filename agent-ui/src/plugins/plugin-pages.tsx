import { type ComponentType, type LazyExoticComponent, lazy, useEffect, useId, useMemo } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { Redirect, useRouter } from '../router/router.tsx'
import { campaignsFlag } from '../session/local-flags.ts'
import { isAdmin, maySeePanel } from '../session/permissions.ts'
import { useUser } from '../session/session-context.tsx'
import { toast } from '../toasts/toast-store.ts'
import { type PluginPanel, usePluginPanels } from './plugin-panels.tsx'

/** What a plugin's page receives: the panel that opened it (its path and translated names). */
export interface PluginPageProps {
  panel: PluginPanel
}

/** How the inbox shows one plugin panel's page. */
interface PluginPageEntry {
  Page: LazyExoticComponent<ComponentType<PluginPageProps>>
  /**
   * Browser paths outside the panel's own that the same page shows (the campaigns panel's report
   * is at /campaign/{id}/report, administration.md §2), each with what is below it.
   */
  alsoAt?: string[]
  /**
   * A flag the browser's local storage must hold for the page to be offered at all (administration.md
   * §2: contact lists and campaigns "are only reachable when a local flag named cshow exists").
   * Without it the panel is left out of the drawer and its paths go to the tickets.
   */
  localFlag?: string
}

/**
 * The inbox's pages for plugins' `app: 'agent'` panels, by panel id. A plugin panel only reaches
 * the drawer when its page is here, so an unknown plugin never leaves a dead link. Each loads
 * when first opened.
 */
const pluginPages: Record<string, PluginPageEntry> = {
  helps: { Page: lazy(() => import('../pages/helps/helps-page.tsx')) },
  // The billing plugin's pages (administration.md §2 "Invoices and payment"). /financeiro is also
  // a route of the inbox itself: it is where an overdue company lands, with or without billing.
  financeiro: { Page: lazy(() => import('../pages/finance-page.tsx')) },
  subscription: { Page: lazy(() => import('../pages/billing/subscription-page.tsx')) },
  chats: { Page: lazy(() => import('../pages/chats/chats-page.tsx')) },
  'messages-api': { Page: lazy(() => import('../pages/messages-api/messages-api-page.tsx')) },
  'contact-lists': {
    Page: lazy(() => import('../pages/campaigns/contact-lists-page.tsx')),
    localFlag: campaignsFlag,
  },
  campaigns: {
    Page: lazy(() => import('../pages/campaigns/campaigns-page.tsx')),
    alsoAt: ['/campaign'],
    localFlag: campaignsFlag,
  },
  flowbuilders: {
    Page: lazy(() => import('../pages/flows/flows-page.tsx')),
    alsoAt: ['/flowbuilder'],
  },
  'phrase-lists': { Page: lazy(() => import('../pages/flows/phrase-lists-page.tsx')) },
  'campaigns-config': {
    Page: lazy(() => import('../pages/campaigns/campaign-settings-page.tsx')),
    localFlag: campaignsFlag,
  },
}

/** Whether this browser holds a local flag (its value does not matter, only that it exists). */
function hasLocalFlag(name: string): boolean {
  try {
    return localStorage.getItem(name) !== null
  } catch {
    return false
  }
}

/** The page entry of a panel, when the inbox has one and this browser may be offered it. */
function pageEntryOf(panelId: string): PluginPageEntry | undefined {
  const entry = Object.hasOwn(pluginPages, panelId) ? pluginPages[panelId] : undefined
  if (!entry || (entry.localFlag && !hasLocalFlag(entry.localFlag))) return undefined
  return entry
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
        const entry = pageEntryOf(panel.id)
        return panel.app === 'agent' && panel.kind === 'route' && entry && maySeePanel(panel, user)
          ? [{ panel, Page: entry.Page }]
          : []
      }),
    [panels, user],
  )
}

/** Whether a path is a page's or one below it (`/chats/{uuid}` is the `/chats` panel's). */
function pathIsUnder(pagePath: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return path === pagePath || path.startsWith(`${pagePath}/`)
}

/** Whether a path is the panel's page, one below it, or one its page also shows. */
function panelOwnsPath(panel: { id: string; path: string }, pathname: string): boolean {
  const also = Object.hasOwn(pluginPages, panel.id) ? (pluginPages[panel.id]?.alsoAt ?? []) : []
  return [panel.path, ...also].some((path) => pathIsUnder(path, pathname))
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

/** What a plain user sees on an administrators' page (administration.md §6 "no-permission view"). */
function NoPermission() {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <section className="page no-permission" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('plugins.noPermissionTitle')}</h1>
      <p>{t('plugins.noPermission')}</p>
    </section>
  )
}

/** The page of the plugin panel at this path (or below it); any other path goes to the tickets. */
export function PluginPage({ pathname }: { pathname: string }) {
  const { t } = useI18n()
  const { loaded, refused = [] } = usePluginPanels()
  const user = useUser()
  const route = usePluginRoutes().find(({ panel }) => panelOwnsPath(panel, pathname))
  if (route) return <route.Page panel={route.panel} />
  // A refused page is refused as the specification says only where this browser may be offered it.
  const refusedHere = refused.filter(
    (panel) => panel.app === 'agent' && pageEntryOf(panel.id) && panelOwnsPath(panel, pathname),
  )
  const outOfPlan = refusedHere.find(
    (panel) => panel.planFlag !== undefined && !maySeePanel({ planFlag: panel.planFlag }, user),
  )
  if (outOfPlan) return <PlanRefusal />
  // A plain user on an admin page (administration.md §6): the no-permission view, not a redirect.
  if (refusedHere.some((panel) => panel.profile === 'admin' && !isAdmin(user))) return <NoPermission />
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

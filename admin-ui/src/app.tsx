import { type ComponentType, type ReactNode, useMemo } from 'react'
import { Admin, CustomRoutes, Layout, Resource } from 'react-admin'
import { Route } from 'react-router-dom'
import type { PageAccess } from './access/page-access.ts'
import type { Permissions } from './api/permissions.ts'
import { i18nProvider } from './i18n/i18n-provider.ts'
import { AdminMenu } from './layout/admin-menu.tsx'
import { Dashboard } from './layout/dashboard.tsx'
import { LiveRefresh } from './realtime/live-refresh.tsx'
import {
  AnnouncementCreate,
  AnnouncementEdit,
  AnnouncementList,
} from './resources/announcements/announcement-views.tsx'
import { coreResources } from './resources/core-resources.tsx'
import { labelIn } from './resources/plugin-panels/panel-labels.ts'
import { PanelCreate, PanelEdit, PanelList, panelResource } from './resources/plugin-panels/panel-views.tsx'
import { CompanySettingsPage } from './resources/settings/company-settings-page.tsx'
import { createServices } from './services.ts'
import { ServicesContext, useServices } from './services-context.ts'
import { darkTheme, lightTheme } from './theme/themes.ts'
import { useBrandColours } from './theme/use-brand-colours.ts'

/** Who may open each page: the kernel's resources from their table, plugin panels from their declaration. */
function accessOf(resource: string, permissions: Permissions): PageAccess {
  const core = coreResources.find((candidate) => candidate.name === resource)
  if (core) return core.access
  const panel = permissions.panels.find((candidate) => panelResource(candidate) === resource)
  return { superOnly: panel?.superOnly, admin: panel?.profile === 'admin', planFlag: panel?.planFlag }
}

/**
 * Plugin panels whose screen needs more than the generic fields (an image upload): the back
 * office's own views, used only while the plugin declares the panel.
 */
const dedicatedPanelViews: Record<
  string,
  { list: ComponentType; edit: ComponentType; create: ComponentType }
> = {
  announcements: { list: AnnouncementList, edit: AnnouncementEdit, create: AnnouncementCreate },
}

function AtendoMenu() {
  return <AdminMenu accessOf={accessOf} />
}

function AtendoLayout({ children }: { children: ReactNode }) {
  const services = useServices()
  return (
    <Layout menu={AtendoMenu}>
      {children}
      <LiveRefresh tokens={services.tokens} refreshToken={services.refreshToken} />
    </Layout>
  )
}

/** The Atendo back office: react-admin over /api. */
export function AtendoAdmin({
  apiUrl = '/api',
  storage = window.localStorage,
}: {
  apiUrl?: string
  storage?: Storage
}) {
  const services = useMemo(() => createServices(apiUrl, storage), [apiUrl, storage])
  const colours = useBrandColours(apiUrl)
  const themes = useMemo(
    () => ({ light: lightTheme(colours.light), dark: darkTheme(colours.dark) }),
    [colours],
  )
  return (
    <ServicesContext.Provider value={services}>
      <Admin
        title="Atendo"
        dataProvider={services.dataProvider}
        authProvider={services.authProvider}
        i18nProvider={i18nProvider}
        theme={themes.light}
        darkTheme={themes.dark}
        dashboard={Dashboard}
        layout={AtendoLayout}
        // No call home to marmelab: self-hosted installs must not leak their URL to a third party.
        disableTelemetry
      >
        {(permissions: Permissions | undefined) => [
          ...(permissions?.panels ?? [])
            .filter((panel) => panel.kind === 'resource')
            .map((panel) => (
              <Resource
                key={`panel-${panel.id}`}
                name={panelResource(panel)}
                // Picking another language remounts everything under <Admin>, which calls this
                // function again: the menu, the empty page and the default titles, all named from
                // `options.label`, follow the chosen language.
                options={{ label: labelIn(panel, i18nProvider.getLocale()) }}
                list={dedicatedPanelViews[panel.id]?.list ?? PanelList}
                edit={dedicatedPanelViews[panel.id]?.edit ?? PanelEdit}
                create={dedicatedPanelViews[panel.id]?.create ?? PanelCreate}
              />
            )),
          ...coreResources.map(({ name, views, icon }) => (
            <Resource key={name} name={name} icon={icon} {...views} />
          )),
          <CustomRoutes key="custom">
            <Route path="/settings" element={<CompanySettingsPage />} />
          </CustomRoutes>,
        ]}
      </Admin>
    </ServicesContext.Provider>
  )
}

import { type ReactNode, useMemo } from 'react'
import { Admin, CustomRoutes, Layout, Resource } from 'react-admin'
import { Navigate, Route } from 'react-router-dom'
import type { PageAccess } from './access/page-access.ts'
import type { Permissions } from './api/permissions.ts'
import { i18nProvider } from './i18n/i18n-provider.ts'
import { sharedLanguageStore } from './i18n/shared-language.ts'
import { AdminMenu } from './layout/admin-menu.tsx'
import { Dashboard } from './layout/dashboard.tsx'
import { PaymentRequiredNotice } from './layout/payment-notice.tsx'
import { SignedInOnly } from './layout/signed-in-only.tsx'
import { CompanySocketProvider } from './realtime/company-socket.tsx'
import { LiveRefresh } from './realtime/live-refresh.tsx'
import { coreResources } from './resources/core-resources.tsx'
import { pluginScreens } from './resources/integrations/plugin-screens.ts'
import { panelIcon } from './resources/plugin-panels/panel-icons.tsx'
import { labelIn } from './resources/plugin-panels/panel-labels.ts'
import {
  PanelCreate,
  PanelEdit,
  PanelList,
  panelAccess,
  panelResource,
  RefusedPanel,
} from './resources/plugin-panels/panel-views.tsx'
import { CompanySettingsPage } from './resources/settings/company-settings-page.tsx'
import { createServices } from './services.ts'
import { ServicesContext, useServices } from './services-context.ts'
import { BrandAppBar, BrandLoginPage } from './theme/brand.tsx'
import { darkTheme, lightTheme } from './theme/themes.ts'
import { useDocumentBranding, useWhitelabelSettings, WhitelabelContext } from './theme/whitelabel.ts'

/** Who may open each page: the kernel's resources from their table, plugin panels from their declaration. */
function accessOf(resource: string, permissions: Permissions): PageAccess {
  const core = coreResources.find((candidate) => candidate.name === resource)
  if (core) return core.access
  const panel = [...permissions.panels, ...permissions.refusedPanels].find(
    (candidate) => panelResource(candidate) === resource,
  )
  return panel ? panelAccess(panel) : {}
}

const coreResourceNames = coreResources.map((resource) => resource.name)

function AtendoMenu() {
  return <AdminMenu accessOf={accessOf} coreNames={coreResourceNames} />
}

function AtendoLayout({ children }: { children: ReactNode }) {
  const services = useServices()
  return (
    <SignedInOnly>
      <CompanySocketProvider tokens={services.tokens} refreshToken={services.refreshToken}>
        <Layout menu={AtendoMenu} appBar={BrandAppBar}>
          <PaymentRequiredNotice />
          {children}
          <LiveRefresh />
        </Layout>
      </CompanySocketProvider>
    </SignedInOnly>
  )
}

/** The Atendo back office: react-admin over /api, in the platform's whitelabel. */
export function AtendoAdmin({
  apiUrl = '/api',
  storage = window.localStorage,
}: {
  apiUrl?: string
  storage?: Storage
}) {
  const services = useMemo(() => createServices(apiUrl, storage), [apiUrl, storage])
  const store = useMemo(() => sharedLanguageStore(storage), [storage])
  const whitelabel = useWhitelabelSettings(apiUrl)
  useDocumentBranding(whitelabel)
  const themes = useMemo(
    () => ({ light: lightTheme(whitelabel.colours.light), dark: darkTheme(whitelabel.colours.dark) }),
    [whitelabel.colours],
  )
  return (
    <ServicesContext.Provider value={services}>
      <WhitelabelContext.Provider value={whitelabel}>
        <Admin
          title={whitelabel.appName}
          dataProvider={services.dataProvider}
          authProvider={services.authProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={themes.light}
          darkTheme={themes.dark}
          dashboard={Dashboard}
          layout={AtendoLayout}
          loginPage={BrandLoginPage}
          // No call home to marmelab: self-hosted installs must not leak their URL to a third party.
          disableTelemetry
          // Nothing of the logged-in shell renders before the session is checked (SignedInOnly in
          // the layout): an anonymous visitor sees the login page, not the menu for a moment.
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
                  // The icon the plugin declared (plugin-api `panelIconNames`), not one for all panels.
                  icon={panelIcon(panel.icon)}
                  // A panel the specification draws in detail has its own screens; others the generic ones.
                  list={pluginScreens[panel.id]?.list ?? PanelList}
                  edit={panel.readOnly ? undefined : (pluginScreens[panel.id]?.edit ?? PanelEdit)}
                  create={panel.readOnly ? undefined : (pluginScreens[panel.id]?.create ?? PanelCreate)}
                />
              )),
            // Plugin pages this user may not open: typed in, they refuse as the specification says.
            ...(permissions?.refusedPanels ?? []).map((panel) => (
              <Resource
                key={`refused-${panel.id}`}
                name={panelResource(panel)}
                list={RefusedPanel}
                edit={RefusedPanel}
                create={RefusedPanel}
              />
            )),
            ...coreResources.map(({ name, views, icon }) => (
              <Resource key={name} name={name} icon={icon} {...views} />
            )),
            <CustomRoutes key="custom">
              <Route path="/settings" element={<CompanySettingsPage />} />
              {/* The specification's addresses of plugin screens (`screenPath`), sent on to their resource. */}
              {[...(permissions?.panels ?? []), ...(permissions?.refusedPanels ?? [])]
                .filter((panel) => panel.kind === 'resource' && panel.screenPath)
                .map((panel) => (
                  <Route
                    key={`screen-${panel.id}`}
                    path={panel.screenPath}
                    element={<Navigate to={`/${panelResource(panel)}`} replace />}
                  />
                ))}
            </CustomRoutes>,
          ]}
        </Admin>
      </WhitelabelContext.Provider>
    </ServicesContext.Provider>
  )
}

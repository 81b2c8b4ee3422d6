/**
 * A screen a plugin adds to one of the two front ends. The back office (react-admin) shows
 * `resource` panels as resources over the plugin's REST routes; the inbox shows `route` panels in
 * its drawer. Both read the list from `GET /api/plugins/ui`.
 *
 * @example
 * ui.panel({ app: 'admin', kind: 'resource', id: 'helps', label: 'Help videos', path: '/helps', superOnly: true })
 */
export interface UiPanel {
  app: 'admin' | 'agent'
  kind: 'resource' | 'route'
  /** Unique within the app; for resources, the react-admin resource name. */
  id: string
  label: string
  /** API path (resource) or browser path (route). */
  path: string
  icon?: string
  superOnly?: boolean
  profile?: 'admin' | 'user'
  planFlag?: string
  /** Field list a generic resource view renders, in order. */
  fields?: { source: string; label: string; type: 'text' | 'longtext' | 'number' | 'boolean' | 'date' }[]
}

/** Registering UI panels. */
export interface UiApi {
  panel(panel: UiPanel): void
}

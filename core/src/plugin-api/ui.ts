/**
 * A text in the languages the front ends offer: Portuguese (their default), English, Spanish and
 * Turkish. A front end shows the user's language when it is here and the plain `label` otherwise,
 * so a plugin may translate some languages and not others.
 *
 * @example
 * const labels: TranslatedLabels = { pt: 'Vídeos de ajuda', en: 'Help videos', es: 'Videos de ayuda' }
 */
export type TranslatedLabels = Partial<Record<'pt' | 'en' | 'es' | 'tr', string>>

/**
 * A screen a plugin adds to one of the two front ends. The back office (react-admin) shows
 * `resource` panels as resources over the plugin's REST routes; the inbox shows `route` panels in
 * its drawer. Both read the list from `GET /api/plugins/ui`.
 *
 * @example
 * ui.panel({
 *   app: 'admin',
 *   kind: 'resource',
 *   id: 'helps',
 *   label: 'Help videos',
 *   labels: { pt: 'Vídeos de ajuda', en: 'Help videos', es: 'Videos de ayuda', tr: 'Yardım videoları' },
 *   path: '/helps',
 *   superOnly: true,
 *   fields: [{ source: 'title', label: 'Title', labels: { pt: 'Título' }, type: 'text' }],
 * })
 */
export interface UiPanel {
  app: 'admin' | 'agent'
  kind: 'resource' | 'route'
  /** Unique within the app; for resources, the react-admin resource name. */
  id: string
  /** The panel's name in menus and page titles, shown as is in any language `labels` lacks. */
  label: string
  /** The name in each language the front ends offer; `label` stands in for the missing ones. */
  labels?: TranslatedLabels
  /** API path (resource) or browser path (route). */
  path: string
  icon?: string
  superOnly?: boolean
  profile?: 'admin' | 'user'
  planFlag?: string
  /** Field list a generic resource view renders, in order; each field's `labels` as the panel's. */
  fields?: {
    source: string
    label: string
    labels?: TranslatedLabels
    type: 'text' | 'longtext' | 'number' | 'boolean' | 'date'
  }[]
}

/** Registering UI panels. */
export interface UiApi {
  panel(panel: UiPanel): void
}

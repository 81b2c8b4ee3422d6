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
 * One value a `select` field offers: what is stored (`id`) and what the user reads.
 *
 * @example
 * const high: UiPanelChoice = { id: 1, label: 'High', labels: { pt: 'Alta', es: 'Alta', tr: 'Yüksek' } }
 */
export interface UiPanelChoice {
  id: string | number
  label: string
  labels?: TranslatedLabels
}

/**
 * Where an `image` field's file goes. The record is saved first; then the back office sends the
 * chosen image to `POST {path}` as the multipart field `file`, or `DELETE {path}` when the user
 * removed it. `{id}` in the path is the saved record's id. The plugin's route checks the file again:
 * `accept` and `maxBytes` only spare the user a refused upload.
 *
 * @example
 * const upload: UiPanelUpload = {
 *   path: '/announcements/{id}/media-upload',
 *   accept: ['image/png', 'image/jpeg'],
 *   maxBytes: 5 * 1024 * 1024,
 *   nameSource: 'mediaName',
 * }
 */
export interface UiPanelUpload {
  /** API path (under /api) of the record's image, with `{id}` standing for the record's id. */
  path: string
  /** MIME types the picker offers and the back office accepts, e.g. `['image/png', 'image/jpeg']`. */
  accept: string[]
  /** Largest file accepted, in bytes; the back office refuses a larger one before sending it. */
  maxBytes?: number
  /** The record's field with the image's original file name, shown instead of the stored key. */
  nameSource?: string
}

/**
 * One field of a generic resource panel: a column of its list and an input of its form, in order.
 *
 * - `text`, `longtext`, `number`, `boolean`, `date`: a value of that kind.
 * - `select`: one of `choices`, shown by its label in the list and picked from a menu in the form.
 * - `image`: `source` is the record's field with the image's URL (shown as a thumbnail and a
 *   preview); the form uploads the chosen image as `upload` says.
 *
 * The first field is the record's name and is always required; `required` makes others so.
 *
 * @example
 * const priority: UiPanelField = {
 *   source: 'priority',
 *   label: 'Priority',
 *   labels: { pt: 'Prioridade' },
 *   type: 'select',
 *   required: true,
 *   defaultValue: 3,
 *   choices: [
 *     { id: 1, label: 'High', labels: { pt: 'Alta' } },
 *     { id: 2, label: 'Medium', labels: { pt: 'Média' } },
 *     { id: 3, label: 'Low', labels: { pt: 'Baixa' } },
 *   ],
 * }
 */
export interface UiPanelField {
  source: string
  label: string
  labels?: TranslatedLabels
  type: 'text' | 'longtext' | 'number' | 'boolean' | 'date' | 'select' | 'image'
  /** The form refuses to save without a value (the first field always is). */
  required?: boolean
  /** The value a new record's form starts with. */
  defaultValue?: string | number | boolean
  /** `select` fields: the values offered, in order. */
  choices?: UiPanelChoice[]
  /** `image` fields: where the image is sent and which files are accepted. */
  upload?: UiPanelUpload
}

/**
 * The icons a panel may declare: a fixed set of Material Symbols names, each one the back office
 * draws (admin-ui's panel-icons.ts maps every name, checked by the compiler), so a panel never
 * shows an icon a front end lacks.
 *
 * @example
 * ui.panel({ app: 'admin', kind: 'resource', id: 'faq', label: 'FAQ', path: '/faq', icon: 'help' })
 */
export const panelIconNames = [
  'account_tree',
  'announcement',
  'api',
  'attach_file',
  'bar_chart',
  'bolt',
  'calendar_month',
  'campaign',
  'chat',
  'contacts',
  'description',
  'email',
  'extension',
  'facebook',
  'forum',
  'groups',
  'help',
  'hub',
  'insights',
  'instagram',
  'key',
  'label',
  'link',
  'list',
  'notifications',
  'payments',
  'receipt',
  'schedule',
  'settings',
  'smart_toy',
  'sms',
  'star',
  'storefront',
  'support_agent',
  'webhook',
  'whatsapp',
] as const

/** One of {@link panelIconNames}. */
export type PanelIconName = (typeof panelIconNames)[number]

/**
 * A screen a plugin adds to one of the two front ends. The back office (react-admin) shows
 * `resource` panels as resources over the plugin's REST routes; the inbox shows `route` panels in
 * its drawer. Both read the list from `GET /api/plugins/ui`, which also names the panels the caller
 * may not open (`refused`), so a front end refuses them as the specification says instead of
 * answering "not found".
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
  /**
   * `resource` panels: the browser address the specification gives the screen when it is not the
   * API path (administration.md §2 `/queue-integration` for `/queueIntegration`); the back office
   * sends that address on to the resource, so links and bookmarks of either work. (2.3.0)
   */
  screenPath?: string
  /**
   * The panel's icon in the back office's menu, one of {@link panelIconNames} (Material Symbols
   * names); a name the front end does not know shows a generic puzzle piece.
   *
   * @example
   * ui.panel({ app: 'admin', kind: 'resource', id: 'faq', label: 'FAQ', path: '/faq', icon: 'help' })
   */
  icon?: PanelIconName
  superOnly?: boolean
  /**
   * `resource` panels: the back office lists the records (and searches them) but offers no
   * create, edit or delete, so the plugin needs only its list route.
   */
  readOnly?: boolean
  profile?: 'admin' | 'user'
  /** A plan flag the company must have: one of core's, or one a loaded plugin declares. */
  planFlag?: string
  /**
   * A per-user permission a plain user must have to open the panel (admins always may): one of
   * core's switches, or one a loaded plugin declares with `permissions.switch()`.
   */
  permission?: string
  /** Field list a generic resource view renders, in order; each field's `labels` as the panel's. */
  fields?: UiPanelField[]
}

/**
 * Registering UI panels: what a plugin adds to the back office and the inbox, read by both apps
 * from `GET /api/plugins/ui`.
 *
 * @example
 * register({ ui }) {
 *   ui.panel({ app: 'agent', kind: 'route', id: 'widgets', label: 'Widgets', path: '/widgets', icon: 'help' })
 * }
 */
export interface UiApi {
  panel(panel: UiPanel): void
}

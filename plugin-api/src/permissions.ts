import type { TranslatedLabels } from './ui.ts'

/**
 * A per-user permission a plugin adds beside core's switches (inbox.md §6: `allTicket`,
 * `allowConnections`, ...): something a company admin switches on or off for each user on the
 * user form's Permissions tab. Each user stores their value; a user never given one has `default`.
 * Routes (`config.access.permission`) and UI panels (`permission`) name it like a core switch:
 * admins pass, and a plain user without it gets ERR_NO_PERMISSION.
 *
 * @example
 * const widgets: PluginPermission = {
 *   key: 'useWidgets',
 *   default: false,
 *   label: 'Widgets',
 *   labels: { pt: 'Widgets', es: 'Widgets', tr: 'Widget’lar' },
 * }
 */
export interface PluginPermission {
  /**
   * camelCase and unique among core's switches and every plugin's permissions (`useWidgets`); core
   * refuses to start when two plugins, or a plugin and core, declare the same key.
   */
  key: string
  /** Whether a user who was never given a value has the permission. */
  default: boolean
  /** The permission's name on the user form, shown as is in any language `labels` lacks. */
  label: string
  labels?: TranslatedLabels
}

/**
 * Declaring per-user permissions, in `register`. A route or panel naming a permission that is
 * neither one of core's switches nor declared by a loaded plugin stops the start, naming the plugin.
 * Handlers read the caller's value in `request.caller.switches`.
 *
 * @example
 * register({ permissions, http }) {
 *   permissions.switch({ key: 'useWidgets', default: false, label: 'Widgets' })
 *   http.routes(async (fastify) => {
 *     fastify.get('/widgets', { config: { access: { permission: 'useWidgets' } }, schema }, listWidgets)
 *   })
 * }
 */
export interface PermissionsApi {
  /** Adds a switch to every user. */
  switch(permission: PluginPermission): void
}

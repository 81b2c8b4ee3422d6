import type { AtendoPlugin } from '@atendo/plugin-api'
import { PluginLoadError } from './plugin-errors.ts'

/**
 * Checks ids and declared dependencies, and returns the plugins so that each comes after the
 * plugins it requires. A missing dependency or a cycle fails here, at boot, naming the plugin.
 */
export function orderPlugins(plugins: AtendoPlugin[]): AtendoPlugin[] {
  const byId = new Map<string, AtendoPlugin>()
  for (const plugin of plugins) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(plugin.id)) {
      throw new PluginLoadError(plugin.id, 'id must be kebab-case (e.g. "channel-whatsapp")')
    }
    if (byId.has(plugin.id)) throw new PluginLoadError(plugin.id, 'is loaded twice')
    byId.set(plugin.id, plugin)
  }
  for (const plugin of plugins) {
    for (const required of plugin.requires ?? []) {
      if (!byId.has(required)) {
        throw new PluginLoadError(
          plugin.id,
          `requires plugin "${required}", which is not loaded (add it to PLUGINS)`,
        )
      }
    }
  }
  const ordered: AtendoPlugin[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (plugin: AtendoPlugin, path: string[]) => {
    if (state.get(plugin.id) === 'done') return
    if (state.get(plugin.id) === 'visiting') {
      throw new PluginLoadError(plugin.id, `dependency cycle: ${[...path, plugin.id].join(' -> ')}`)
    }
    state.set(plugin.id, 'visiting')
    for (const required of plugin.requires ?? []) visit(byId.get(required)!, [...path, plugin.id])
    state.set(plugin.id, 'done')
    ordered.push(plugin)
  }
  for (const plugin of plugins) visit(plugin, [])
  return ordered
}

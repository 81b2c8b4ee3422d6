import type { AtendoPlugin } from '@atendo/plugin-api'
import { PluginLoadError } from './plugin-errors.ts'
import { pluginSpecifier } from './plugin-list.ts'

export { parsePluginList, pluginSpecifier } from './plugin-list.ts'

/** A plugin named in configuration (`helps`, `@acme/atendo-plugin-x`) or given as an object. */
export type PluginReference = string | AtendoPlugin

/**
 * Plugin modules already loaded by the process's entry, by specifier: the server bundle `npm start`
 * runs (scripts/server-bundle.ts) holds the first-party plugins and provides them here, so a
 * configured name finds its module without an `import()` of a package the bundle already contains.
 */
const providedModules = new Map<string, { default?: AtendoPlugin }>()

/** Records plugin modules the entry already loaded (the server bundle's first-party plugins). */
export function providePluginModules(modules: Record<string, { default?: AtendoPlugin }>) {
  for (const [specifier, module] of Object.entries(modules)) providedModules.set(specifier, module)
}

/** Imports configured plugins; each module's default export must be a plugin. */
export async function resolvePlugins(references: PluginReference[]): Promise<AtendoPlugin[]> {
  const plugins: AtendoPlugin[] = []
  for (const reference of references) {
    if (typeof reference !== 'string') {
      plugins.push(reference)
      continue
    }
    const specifier = pluginSpecifier(reference)
    let module: { default?: AtendoPlugin }
    try {
      module = providedModules.get(specifier) ?? (await import(specifier))
    } catch (error) {
      throw new PluginLoadError(reference, `cannot import "${specifier}"`, { cause: error })
    }
    const plugin = module.default
    if (!plugin || typeof plugin.register !== 'function' || typeof plugin.id !== 'string') {
      throw new PluginLoadError(reference, `"${specifier}" has no default export made with definePlugin()`)
    }
    plugins.push(plugin)
  }
  return plugins
}

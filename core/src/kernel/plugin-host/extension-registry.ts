import type { ExtensionPoint, ExtensionsApi } from '@atendo/plugin-api'

/** One contribution to an extension point, with the plugin that provided it. */
export interface ExtensionEntry<Contribution> {
  /** The providing plugin; undefined for contributions made outside any plugin's `register`. */
  pluginId: string | undefined
  contribution: Contribution
}

/**
 * The registry behind `ExtensionsApi`. Each plugin gets a view of it (`forPlugin`) that records it
 * as the provider of what it adds, so boot checks on a point can name the plugin at fault.
 */
export interface ExtensionRegistry extends ExtensionsApi {
  /** The `extensions` a plugin's `register` receives. */
  forPlugin(pluginId: string): ExtensionsApi
  /** A point's contributions in the order they were provided, each with its plugin. */
  entries<Contribution>(point: ExtensionPoint<Contribution>): readonly ExtensionEntry<Contribution>[]
}

export function createExtensionRegistry(): ExtensionRegistry {
  const entries = new Map<string, ExtensionEntry<unknown>[]>()
  const provide = (pluginId: string | undefined, point: ExtensionPoint<unknown>, contribution: unknown) => {
    const list = entries.get(point.id) ?? []
    list.push({ pluginId, contribution })
    entries.set(point.id, list)
  }
  const entriesOf = <Contribution>(point: ExtensionPoint<Contribution>) =>
    (entries.get(point.id) ?? []) as ExtensionEntry<Contribution>[]
  const get = <Contribution>(point: ExtensionPoint<Contribution>) =>
    entriesOf(point).map((entry) => entry.contribution)
  return {
    provide: (point, contribution) => provide(undefined, point, contribution),
    get,
    entries: entriesOf,
    forPlugin: (pluginId) => ({
      provide: (point, contribution) => provide(pluginId, point, contribution),
      get,
    }),
  }
}

import type { FastifyPluginAsync } from 'fastify'
import { PluginLoadError } from './plugin-errors.ts'
import type { PluginRoutes } from './register-plugins.ts'

/** The plan flags and per-user permissions a route may name: core's and the loaded plugins'. */
export interface KnownAccessNames {
  planFlags: ReadonlySet<string>
  permissions: ReadonlySet<string>
}

/**
 * Mounts one plugin's routes in a scope of their own that checks each route's declared access as
 * it is added: a plan flag or a permission neither core nor a loaded plugin declares stops the
 * boot, naming the plugin and the route, instead of refusing every request to it later.
 */
export function pluginRouteScope(entry: PluginRoutes, known: KnownAccessNames): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const access = route.config?.access
      const undeclared = (kind: string, name: string) =>
        new PluginLoadError(
          entry.pluginId,
          `route ${[route.method].flat().join(',')} ${route.url} needs ${kind} "${name}", which neither core nor a loaded plugin declares`,
        )
      if (access?.planFlag !== undefined && !known.planFlags.has(access.planFlag))
        throw undeclared('plan flag', access.planFlag)
      if (access?.permission !== undefined && !known.permissions.has(access.permission))
        throw undeclared('permission', access.permission)
    })
    await scope.register(entry.routes, { ...entry.options, logLevel: undefined })
  }
}

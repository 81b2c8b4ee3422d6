import type { FastifyPluginAsync } from 'fastify'
import { PluginLoadError } from './plugin-errors.ts'
import type { PluginRoutes } from './register-plugins.ts'

/**
 * Mounts one plugin's routes in a scope of their own that checks each route's declared access as
 * it is added: a plan flag neither core nor a loaded plugin declares stops the boot, naming the
 * plugin and the route, instead of refusing every request to it later.
 */
export function pluginRouteScope(
  entry: PluginRoutes,
  knownPlanFlags: ReadonlySet<string>,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRoute', (route) => {
      const flag = route.config?.access?.planFlag
      if (flag === undefined || knownPlanFlags.has(flag)) return
      const method = [route.method].flat().join(',')
      throw new PluginLoadError(
        entry.pluginId,
        `route ${method} ${route.url} needs plan flag "${flag}", which neither core nor a loaded plugin declares`,
      )
    })
    await scope.register(entry.routes, { ...entry.options, logLevel: undefined })
  }
}

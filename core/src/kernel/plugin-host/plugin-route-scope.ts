import type { Em } from '@atendo/plugin-api'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { guardPluginEm } from './plugin-data-guard.ts'
import type { PluginDataScopes } from './plugin-data-scopes.ts'
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
 * boot, naming the plugin and the route, instead of refusing every request to it later. Its
 * requests' `request.em` reaches only the plugin's own data (see guardPluginEm).
 */
export function pluginRouteScope(
  entry: PluginRoutes,
  known: KnownAccessNames,
  dataScopes: PluginDataScopes,
): FastifyPluginAsync {
  return async (scope) => {
    scope.addHook('onRequest', async (request) => {
      // The kernel's getter (on the prototype) makes the company-scoped EntityManager; this own
      // property shadows it for the plugin's handlers with the guarded one, made on first use.
      const kernelEm = () => Reflect.get(Object.getPrototypeOf(request), 'em', request) as Em
      let guarded: Em | undefined
      Object.defineProperty(request as FastifyRequest, 'em', {
        configurable: true,
        get: () => {
          guarded ??= guardPluginEm(kernelEm(), dataScopes.of(entry.pluginId))
          return guarded
        },
      })
    })
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

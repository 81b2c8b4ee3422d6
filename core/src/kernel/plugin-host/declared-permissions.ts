import type { PluginPermission } from '@atendo/plugin-api'
import { userSwitches } from '@atendo/plugin-api'
import { Type } from 'typebox'

/** A per-user permission a loaded plugin declared, with that plugin. */
export interface DeclaredPermission extends PluginPermission {
  pluginId: string
}

const camelCase = /^[a-z][a-zA-Z0-9]*$/

/**
 * Why a plugin may not declare this permission, or undefined when it may: the key must be
 * camelCase and new, neither one of core's switches nor one another plugin declared.
 */
export function permissionProblem(
  permission: PluginPermission,
  declared: readonly DeclaredPermission[],
): string | undefined {
  if (typeof permission.key !== 'string' || !camelCase.test(permission.key) || permission.key.length > 50)
    return `permission ${JSON.stringify(permission.key)} must be camelCase, up to 50 characters (e.g. "useWidgets")`
  if (typeof permission.default !== 'boolean') return `permission "${permission.key}" needs a boolean default`
  if ((userSwitches as readonly string[]).includes(permission.key))
    return `permission "${permission.key}" is one of core's switches`
  const earlier = declared.find((other) => other.key === permission.key)
  if (earlier) return `permission "${permission.key}" is already declared by plugin "${earlier.pluginId}"`
  return undefined
}

/** Every permission a route or panel may name: core's switches and the loaded plugins' permissions. */
export function knownPermissions(declared: readonly DeclaredPermission[]): ReadonlySet<string> {
  return new Set<string>([...userSwitches, ...declared.map((permission) => permission.key)])
}

/**
 * A user's values of the loaded plugins' permissions: the stored value, or the plugin's default for
 * a user never given one. Values stored for plugins no longer loaded are kept in the row (they come
 * back with the plugin) but not shown.
 */
export function pluginPermissionValues(
  stored: Record<string, unknown> | null | undefined,
  declared: readonly DeclaredPermission[],
): Record<string, boolean> {
  return Object.fromEntries(
    declared.map((permission) => {
      const value = stored?.[permission.key]
      return [permission.key, typeof value === 'boolean' ? value : permission.default]
    }),
  )
}

/**
 * The `pluginPermissions` an admin may send: booleans keyed by the loaded plugins' permissions, any
 * other key refused. Typed as a plain record in the API document, so clients (and the SDK) need no
 * regeneration for a deployment's own plugins.
 */
export function pluginPermissionsBodySchema(declared: readonly DeclaredPermission[]) {
  return Type.Record(Type.String(), Type.Boolean(), {
    propertyNames: { enum: declared.map((permission) => permission.key) },
    description:
      'Plugin permissions to change (GET /users/plugin-permissions names them); those left out keep their value',
  })
}

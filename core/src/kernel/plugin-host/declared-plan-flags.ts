import type { PluginPlanFlag } from '@atendo/plugin-api'
import { planFlags } from '@atendo/plugin-api'
import { Type } from 'typebox'

/** A plan flag a loaded plugin declared, with that plugin. */
export interface DeclaredPlanFlag extends PluginPlanFlag {
  pluginId: string
}

const camelCase = /^[a-z][a-zA-Z0-9]*$/

/**
 * Why a plugin may not declare this flag, or undefined when it may: the key must be camelCase and
 * new, neither one of core's flags nor one another plugin declared.
 */
export function planFlagProblem(
  flag: PluginPlanFlag,
  declared: readonly DeclaredPlanFlag[],
): string | undefined {
  if (typeof flag.key !== 'string' || !camelCase.test(flag.key) || flag.key.length > 50)
    return `plan flag ${JSON.stringify(flag.key)} must be camelCase, up to 50 characters (e.g. "useWidgets")`
  if (typeof flag.default !== 'boolean') return `plan flag "${flag.key}" needs a boolean default`
  if ((planFlags as readonly string[]).includes(flag.key))
    return `plan flag "${flag.key}" is one of core's flags`
  const earlier = declared.find((other) => other.key === flag.key)
  if (earlier) return `plan flag "${flag.key}" is already declared by plugin "${earlier.pluginId}"`
  return undefined
}

/** Every flag a route or panel may name: core's and the loaded plugins'. */
export function knownPlanFlags(declared: readonly DeclaredPlanFlag[]): ReadonlySet<string> {
  return new Set<string>([...planFlags, ...declared.map((flag) => flag.key)])
}

/**
 * A plan's values of the loaded plugins' flags: the stored value, or the plugin's default for a
 * plan never given one. Values stored for plugins no longer loaded are kept in the row (they come
 * back with the plugin) but not shown.
 */
export function pluginFlagValues(
  stored: Record<string, unknown> | null | undefined,
  declared: readonly DeclaredPlanFlag[],
): Record<string, boolean> {
  return Object.fromEntries(
    declared.map((flag) => {
      const value = stored?.[flag.key]
      return [flag.key, typeof value === 'boolean' ? value : flag.default]
    }),
  )
}

/**
 * The `pluginFlags` the super admin may send: booleans keyed by the loaded plugins' flags, any
 * other key refused. Typed as a plain record in the API document, so clients (and the SDK) need no
 * regeneration for a deployment's own plugins.
 */
export function pluginFlagsBodySchema(declared: readonly DeclaredPlanFlag[]) {
  return Type.Record(Type.String(), Type.Boolean(), {
    propertyNames: { enum: declared.map((flag) => flag.key) },
    description:
      'Plugin plan flags to change (GET /plans/plugin-flags names them); those left out keep their value',
  })
}

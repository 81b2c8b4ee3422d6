import { type AtendoPlugin, contractVersion } from '@atendo/plugin-api'
import semver from 'semver'
import { PluginLoadError } from './plugin-errors.ts'

/**
 * Refuses a plugin written against another version of the contract: its `contract` range must
 * include the host's `contractVersion`. A missing or unreadable range is refused too, so a plugin
 * never loads on a contract nobody checked it against.
 *
 * @example
 * checkContract(definePlugin({ id: 'old', version: '1.0.0', contract: '^1.0.0', register() {} }))
 * // throws: plugin "old": is written for contract ^1.0.0, and this Atendo offers contract 2.0.0
 */
export function checkContract(plugin: AtendoPlugin): void {
  const range = (plugin as { contract?: unknown }).contract
  // semver reads '' as "any version": a plugin must name the contract it was written for.
  if (typeof range !== 'string' || range.trim() === '' || semver.validRange(range) === null) {
    throw new PluginLoadError(
      plugin.id,
      `declares no valid contract range (add contract: '^${contractVersion}' to definePlugin)`,
    )
  }
  if (!semver.satisfies(contractVersion, range)) {
    throw new PluginLoadError(
      plugin.id,
      `is written for contract ${range}, and this Atendo offers contract ${contractVersion}`,
    )
  }
}

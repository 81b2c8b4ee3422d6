import {
  AppError,
  type BillingProvider,
  type BillingProviderRegistration,
  billingProviders,
  type PaymentMethod,
} from '@atendo/plugin-api'
import type { ExtensionRegistry } from '../plugin-host/extension-registry.ts'
import { PluginLoadError } from '../plugin-host/plugin-errors.ts'

/** A provider the host knows, as listed to the back office: no options (they are credentials). */
export interface BillingProviderRecord {
  id: string
  label: string
  methods: readonly PaymentMethod[]
  pluginId: string | undefined
}

/** A loaded provider with the options to call it with. */
export interface LoadedBillingProvider {
  provider: BillingProvider
  options: unknown
  pluginId: string | undefined
}

/**
 * The payment providers the loaded plugins added, checked at boot. Invoices and charges name
 * their provider by id; a provider whose plugin is no longer loaded is unavailable, never a crash.
 */
export interface BillingProviders {
  /** Every loaded provider, in the order the plugins provided them. */
  list(): BillingProviderRecord[]
  /** The provider with this id, or undefined when no loaded plugin provides it. */
  find(id: string): LoadedBillingProvider | undefined
  /** The provider with this id; ERR_PAYMENT_PROVIDER_UNAVAILABLE when none is loaded. */
  get(id: string): LoadedBillingProvider
}

const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Why a contribution cannot be a provider: the extension point's type says what it must be. */
function shapeProblem(registration: BillingProviderRegistration): string | undefined {
  const provider = registration?.provider
  if (!provider || typeof provider !== 'object') return 'provides no `provider`'
  if (typeof provider.id !== 'string' || !kebabCase.test(provider.id))
    return `billing provider id ${JSON.stringify(provider.id)} must be kebab-case (e.g. "efi-pix")`
  if (typeof provider.createCharge !== 'function' || typeof provider.verifyNotification !== 'function')
    return `billing provider "${provider.id}" must implement createCharge and verifyNotification`
  if (!Array.isArray(provider.methods) || provider.methods.length === 0)
    return `billing provider "${provider.id}" offers no payment method`
  return undefined
}

/**
 * Records the providers added to `billingProviders`, refusing the boot, with the plugin's name,
 * when one is malformed, two share an id, or a provider's `validateOptions` rejects its options.
 */
export function recordBillingProviders(extensions: ExtensionRegistry): BillingProviders {
  const byId = new Map<string, LoadedBillingProvider>()
  for (const { pluginId, contribution } of extensions.entries(billingProviders)) {
    const culprit = pluginId ?? 'core'
    const problem = shapeProblem(contribution)
    if (problem) throw new PluginLoadError(culprit, problem)
    const { provider, options } = contribution
    const earlier = byId.get(provider.id)
    if (earlier) {
      const by = earlier.pluginId === pluginId ? 'itself' : `plugin "${earlier.pluginId ?? 'core'}"`
      throw new PluginLoadError(culprit, `billing provider id "${provider.id}" is already provided by ${by}`)
    }
    try {
      provider.validateOptions?.(options)
    } catch (error) {
      throw new PluginLoadError(
        culprit,
        `billing provider "${provider.id}" refused its options: ${(error as Error).message}`,
        { cause: error },
      )
    }
    byId.set(provider.id, { provider, options, pluginId })
  }
  return {
    list: () =>
      [...byId.values()].map(({ provider, pluginId }) => ({
        id: provider.id,
        label: provider.label,
        methods: provider.methods,
        pluginId,
      })),
    find: (id) => byId.get(id),
    get(id) {
      const loaded = byId.get(id)
      if (!loaded) throw new AppError('ERR_PAYMENT_PROVIDER_UNAVAILABLE', { details: { provider: id } })
      return loaded
    },
  }
}

/**
 * A typed slot other plugins add contributions to, named `'<pluginId>.<name>'`.
 *
 * @example
 * export const channelProviders = createExtensionPoint<ChannelProvider>('core.channel-providers')
 * // in a channel plugin's register():
 * extensions.provide(channelProviders, new WhatsAppProvider())
 */
export interface ExtensionPoint<Contribution> {
  readonly id: string
  /** Never set; carries the contribution type. */
  readonly __contribution?: Contribution
}

/**
 * Declares an extension point.
 *
 * @example
 * const inboundSteps = createExtensionPoint<InboundStep>('core.inbound-steps')
 */
export function createExtensionPoint<Contribution>(id: string): ExtensionPoint<Contribution> {
  if (!/^[a-z0-9-]+\.[a-z0-9-]+$/.test(id)) {
    throw new Error(`extension point id "${id}" must look like "<pluginId>.<name>" in kebab-case`)
  }
  return { id }
}

/**
 * Adding to and reading extension points.
 *
 * @example
 * extensions.provide(billingProviders, { provider: stripeProvider, options: config.stripe })
 * const providers = extensions.get(channelProviders)
 */
export interface ExtensionsApi {
  provide<Contribution>(point: ExtensionPoint<Contribution>, contribution: Contribution): void
  get<Contribution>(point: ExtensionPoint<Contribution>): readonly Contribution[]
}

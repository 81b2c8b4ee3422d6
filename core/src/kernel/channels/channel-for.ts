import type { ExtensionsApi } from '@atendo/plugin-api'
import { type ChannelConnection, type ChannelProvider, channelProviders } from '@atendo/plugin-api'

/** A connection together with the provider that runs it. */
export interface ConnectionChannel {
  provider: ChannelProvider
  connection: ChannelConnection
}

/** The loaded provider with this id, if any channel plugin provides it. */
export function findChannelProvider(
  kernel: { extensions: ExtensionsApi },
  providerId: string,
): ChannelProvider | undefined {
  return kernel.extensions.get(channelProviders).find((provider) => provider.id === providerId)
}

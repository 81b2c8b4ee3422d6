import type { ChannelCapabilities, ChannelProvider } from '@atendo/plugin-api'
import { AppError } from '@atendo/plugin-api'

/**
 * Refuses, with ERR_CHANNEL_UNSUPPORTED, what the connection's channel cannot do: the capability
 * is off, or the provider does not implement the call.
 */
export function assertChannelCan(
  provider: ChannelProvider,
  capability: keyof Pick<ChannelCapabilities, 'reactions' | 'typingPresence'>,
  method: 'react' | 'typing',
  what: string,
): void {
  if (provider.capabilities[capability] && typeof provider[method] === 'function') return
  throw new AppError('ERR_CHANNEL_UNSUPPORTED', { message: `This channel cannot ${what}` })
}

import {
  AppError,
  type ChannelCapabilities,
  type ChannelProvider,
  channelCapabilities,
} from '@atendo/plugin-api'

/**
 * Refuses, with ERR_CHANNEL_UNSUPPORTED, what the connection's channel cannot do: the provider does
 * not implement the call (its capabilities are derived from its methods).
 */
export function assertChannelCan(
  provider: ChannelProvider,
  capability: keyof Pick<ChannelCapabilities, 'reactions' | 'typingPresence'>,
  method: 'react' | 'typing',
  what: string,
): void {
  if (channelCapabilities(provider)[capability] && typeof provider[method] === 'function') return
  throw new AppError('ERR_CHANNEL_UNSUPPORTED', { message: `This channel cannot ${what}` })
}

import type { ChannelProvider, ChannelTraits } from '@atendo/plugin-api'

/**
 * What WhatsApp on a linked device is like beyond the provider's methods (it edits, deletes, reacts,
 * sends read receipts and typing presence: those capabilities come from the methods themselves).
 */
export const whatsappTraits: ChannelTraits = {
  editWindowMs: 15 * 60_000,
  groups: true,
  pairing: 'qrcode-and-code',
  // Lists and buttons are sent as numbered text (outbound/outbound-content.ts).
  interactive: false,
}

/** Who the provider is to core: the same before and after Baileys loads (lazy-provider.ts). */
export const whatsappProviderIdentity = {
  id: 'baileys',
  channel: 'whatsapp',
  traits: whatsappTraits,
} as const satisfies Pick<ChannelProvider, 'id' | 'channel' | 'traits'>

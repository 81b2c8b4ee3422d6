import type { ChannelRecipient } from '@atendo/plugin-api'

/**
 * The jid of a recipient: addresses that are already jids (`…@lid`, `…@g.us`) pass through; a
 * phone number becomes `<digits>@s.whatsapp.net`, a bare group id `<id>@g.us`.
 */
export function recipientJid(to: ChannelRecipient): string {
  if (to.address.includes('@')) return to.address
  if (to.isGroup) return `${to.address}@g.us`
  return `${to.address.replace(/\D/g, '')}@s.whatsapp.net`
}

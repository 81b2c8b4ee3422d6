import { getContentType, type proto } from 'baileys'
import { type ContentMapper, type MappedContent, plainNumber } from '../mapped-content.ts'

/**
 * Kinds the inbox has no bubble for, shown as a text placeholder with what they carry, rather than
 * dropped: the contact sent something and the attendant must see that they did. Their media type
 * is WhatsApp's own kind, which the inbox shows as text (inbox.md lists the kinds it draws).
 */

const money = (amount1000: number | { toNumber(): number } | null | undefined, currency?: string | null) => {
  const amount = plainNumber(amount1000)
  return amount === undefined ? undefined : `${currency ?? ''} ${(amount / 1000).toFixed(2)}`.trim()
}

const lines = (...parts: (string | null | undefined)[]) => parts.filter((part) => part).join('\n')

/** A link to join a group: its name and the invite link. */
export const mapGroupInvite: ContentMapper = (content) => {
  const invite = content.groupInviteMessage
  if (!invite) return undefined
  const link = invite.inviteCode ? `https://chat.whatsapp.com/${invite.inviteCode}` : undefined
  return {
    body: lines(invite.caption, invite.groupName, link),
    mediaType: 'groupInviteMessage',
    data: {
      groupInvite: {
        jid: invite.groupJid ?? undefined,
        name: invite.groupName ?? undefined,
        link,
        expiresAt: plainNumber(invite.inviteExpiration),
      },
    },
  }
}

/** A product of a business catalogue: its title, price and link. */
export const mapProduct: ContentMapper = (content) => {
  const message = content.productMessage
  if (!message) return undefined
  const product = message.product
  const price = money(product?.priceAmount1000, product?.currencyCode)
  return {
    body: lines(product?.title, product?.description, price, product?.url, message.body),
    mediaType: 'productMessage',
    data: {
      product: {
        id: product?.productId ?? undefined,
        title: product?.title ?? undefined,
        price,
        url: product?.url ?? undefined,
        business: message.businessOwnerJid ?? undefined,
      },
    },
  }
}

/** An order sent from a catalogue cart: its title, item count and total. */
export const mapOrder: ContentMapper = (content) => {
  const order = content.orderMessage
  if (!order) return undefined
  const total = money(order.totalAmount1000, order.totalCurrencyCode)
  const items = order.itemCount ? `${order.itemCount} ×` : undefined
  return {
    body: lines(order.orderTitle, order.message, items, total),
    mediaType: 'orderMessage',
    data: { order: { id: order.orderId ?? undefined, items: order.itemCount ?? undefined, total } },
  }
}

/**
 * The header of an album: the photos and videos come after it as messages of their own (each
 * mapped as usual); the header says how many to expect.
 */
export const mapAlbum: ContentMapper = (content) => {
  const album = content.albumMessage
  if (!album) return undefined
  const images = album.expectedImageCount ?? 0
  const videos = album.expectedVideoCount ?? 0
  return {
    body: lines(images ? `📷 ${images}` : undefined, videos ? `🎬 ${videos}` : undefined),
    mediaType: 'albumMessage',
    data: { album: { images, videos } },
  }
}

/**
 * Kinds that are not a message of the conversation: they change another message (votes,
 * reactions, pins, keeps, event answers), carry keys, or are the phone's housekeeping.
 */
const notConversation = new Set<string>([
  'protocolMessage',
  'reactionMessage',
  'encReactionMessage',
  'pollUpdateMessage',
  'keepInChatMessage',
  'pinInChatMessage',
  'encEventResponseMessage',
  'eventResponseMessage',
  'secretEncryptedMessage',
  'senderKeyDistributionMessage',
  'fastRatchetKeySenderKeyDistributionMessage',
  'messageHistoryBundle',
  'messageHistoryNotice',
  'stickerSyncRmrMessage',
  'placeholderMessage',
  'botInvokeMessage',
])

/** The first text a content of an unknown kind carries, for its placeholder. */
function someText(value: unknown, depth = 0): string | undefined {
  if (!value || typeof value !== 'object' || depth > 3) return undefined
  for (const field of ['text', 'caption', 'contentText', 'description', 'title', 'name', 'body']) {
    const found = (value as Record<string, unknown>)[field]
    if (typeof found === 'string' && found.trim() !== '') return found
  }
  for (const nested of Object.values(value)) {
    const found = someText(nested, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * Last resort, after every other mapper: a kind of conversation message this channel does not
 * know (new WhatsApp features, business messages) becomes a visible placeholder naming it.
 */
export const mapUnsupported: ContentMapper = (content) => {
  const kind = getContentType(content)
  if (!kind || notConversation.has(kind)) return undefined
  const text = someText((content as proto.IMessage)[kind])
  const mapped: MappedContent = {
    body: text ?? `[${kind}]`,
    mediaType: 'unsupportedMessage',
    data: { unsupported: kind },
  }
  return mapped
}

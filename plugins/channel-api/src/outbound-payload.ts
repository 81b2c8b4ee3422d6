import { readFile, stat } from 'node:fs/promises'
import type { ChannelConnection, ChannelRecipient, OutboundMessage } from '@atendo/plugin-api'

/** The JSON body of a `message` webhook delivery (docs/api-channel.md). */
export interface MessageDelivery {
  deliveryId: string
  event: 'message'
  connectionId: number
  to: ChannelRecipient
  message: Omit<OutboundMessage, 'media'> & {
    media?: { fileName: string; mimeType: string; voiceNote: boolean; base64: string }
  }
}

/**
 * The delivery body for one outbound message, but its id. A media file travels inside the delivery as base64:
 * the integrator's server cannot reach our storage paths, and a link would expire before a
 * retried delivery arrives. Files above `maxMediaBytes` are refused (the message shows as failed).
 */
export async function messageDelivery(
  connection: ChannelConnection,
  to: ChannelRecipient,
  message: OutboundMessage,
  maxMediaBytes: number,
): Promise<Omit<MessageDelivery, 'deliveryId'>> {
  const { media, ...rest } = message
  const delivery: Omit<MessageDelivery, 'deliveryId'> = {
    event: 'message',
    connectionId: connection.id,
    to,
    message: rest,
  }
  if (media) {
    const { size } = await stat(media.path)
    if (size > maxMediaBytes) {
      throw new Error(
        `The file is ${size} bytes; the API channel delivers files up to ${maxMediaBytes} bytes`,
      )
    }
    delivery.message.media = {
      fileName: media.fileName,
      mimeType: media.mimeType,
      voiceNote: media.voiceNote ?? false,
      base64: (await readFile(media.path)).toString('base64'),
    }
  }
  return delivery
}

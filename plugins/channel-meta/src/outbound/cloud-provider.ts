import { openAsBlob } from 'node:fs'
import {
  AppError,
  type ChannelConnection,
  type ChannelCredentialField,
  type ChannelProvider,
  type OutboundMedia,
  type OutboundMessage,
} from '@atendo/plugin-api'
import { metaErrors } from '../errors.ts'
import { graphFailure } from '../graph/graph-errors.ts'
import { credentialOf, type MetaChannels } from '../meta-channels.ts'
import { cloudInteractive } from './cloud-interactive.ts'
import { accessTokenField } from './messenger-provider.ts'
import { onGraph } from './token-guard.ts'

/** The Cloud API connection's provider id: `{ channel: 'whatsapp', provider: 'cloud' }`. */
export const cloudProviderId = 'cloud'

const phoneNumberIdField: ChannelCredentialField = {
  key: 'phoneNumberId',
  label: 'Phone number id',
  labels: {
    pt: 'Id do número de telefone',
    en: 'Phone number id',
    es: 'Id del número de teléfono',
    tr: 'Telefon numarası kimliği',
  },
  required: true,
  secret: false,
  maxLength: 64,
}
const wabaIdField: ChannelCredentialField = {
  key: 'wabaId',
  label: 'WhatsApp Business Account id',
  labels: {
    pt: 'Id da conta do WhatsApp Business',
    en: 'WhatsApp Business Account id',
    es: 'Id de la cuenta de WhatsApp Business',
    tr: 'WhatsApp Business Hesabı kimliği',
  },
  required: true,
  secret: false,
  maxLength: 64,
}

type CloudAnswer = { messages?: { id: string }[] }

/** The Cloud API's message type for a file. */
function mediaKind(mimeType: string): 'image' | 'video' | 'audio' | 'document' {
  const [type] = mimeType.split('/')
  return type === 'image' || type === 'video' || type === 'audio' ? type : 'document'
}

/**
 * The WhatsApp Cloud API (`POST /{phone-number-id}/messages`). Free-form messages only within 24
 * hours of the contact's last message (core enforces the window from `replyWindowMs`); after that,
 * an approved template (templates/).
 */
export function createCloudProvider(channels: MetaChannels): ChannelProvider {
  const { graph, accounts } = channels
  const token = (connection: ChannelConnection) => credentialOf(connection, 'accessToken')
  const numberOf = (connection: ChannelConnection) => credentialOf(connection, 'phoneNumberId')

  async function sendPayload(connection: ChannelConnection, to: string, payload: Record<string, unknown>) {
    return onGraph(channels, connection, () =>
      graph.post<CloudAnswer>(`${numberOf(connection)}/messages`, token(connection), {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to,
        ...payload,
      }),
    )
  }

  async function upload(connection: ChannelConnection, media: OutboundMedia): Promise<string> {
    const form = new FormData()
    form.set('messaging_product', 'whatsapp')
    form.set('type', media.mimeType)
    form.set('file', await openAsBlob(media.path, { type: media.mimeType }), media.fileName)
    const uploaded = await onGraph(channels, connection, () =>
      graph.upload<{ id: string }>(`${numberOf(connection)}/media`, token(connection), form),
    )
    return uploaded.id
  }

  /** An interactive message; a link button's image (stored by core) becomes its header. */
  async function interactiveOf(connection: ChannelConnection, message: OutboundMessage) {
    const payload = message.interactive
    const interactive = payload ? cloudInteractive(payload, message.body) : undefined
    if (!payload || !interactive) return undefined
    const image = payload.image as OutboundMedia | undefined
    if (interactive.type === 'cta_url' && image?.path) {
      interactive.header = { type: 'image', image: { id: await upload(connection, image) } }
    }
    return { type: 'interactive', interactive }
  }

  async function contentOf(
    connection: ChannelConnection,
    message: OutboundMessage,
  ): Promise<Record<string, unknown>> {
    if (message.kind === 'media' && message.media) {
      const media = message.media
      const uploaded = { id: await upload(connection, media) }
      const kind = mediaKind(media.mimeType)
      const caption = message.body && kind !== 'audio' ? { caption: message.body } : {}
      const fileName = kind === 'document' ? { filename: media.fileName } : {}
      return { type: kind, [kind]: { id: uploaded.id, ...caption, ...fileName } }
    }
    if (message.kind === 'location' && message.location)
      return { type: 'location', location: message.location }
    const interactive = message.kind === 'interactive' ? await interactiveOf(connection, message) : undefined
    if (interactive) return interactive
    return { type: 'text', text: { body: message.body, preview_url: false } }
  }

  return {
    id: cloudProviderId,
    channel: 'whatsappapi',
    // Lists and reply buttons as Meta's interactive messages (cloud-interactive.ts).
    traits: { replyWindowMs: 24 * 60 * 60 * 1000, groups: false, pairing: false, interactive: true },
    credentials: {
      fields: [phoneNumberIdField, wabaIdField, accessTokenField],
      async check({ credentials, connectionId }) {
        const phone = await graph
          .get<{ id: string; display_phone_number?: string; verified_name?: string }>(
            credentials.phoneNumberId!,
            credentials.accessToken!,
            { fields: 'id,display_phone_number,verified_name' },
          )
          .catch((error: unknown) => {
            throw graphFailure(error)
          })
        if (await accounts.takenByAnother('phone-number', credentials.phoneNumberId!, connectionId)) {
          throw new AppError(metaErrors.ERR_CHANNEL_META_ACCOUNT_TAKEN)
        }
        // The app must be subscribed to the account's webhooks to receive its messages.
        await graph
          .post(`${credentials.wabaId}/subscribed_apps`, credentials.accessToken!, {})
          .catch((error: unknown) => {
            throw graphFailure(error)
          })
        const digits = phone.display_phone_number?.replace(/\D/g, '')
        return { number: (digits || phone.id).slice(0, 50) }
      },
    },
    async connect(connection, sink) {
      if (!numberOf(connection) || !token(connection)) {
        await sink.connectionStatus(connection, 'DISCONNECTED')
        return
      }
      await accounts.link(connection, 'phone-number', numberOf(connection))
      await sink.connectionStatus(connection, 'CONNECTED')
    },
    async disconnect() {
      // Nothing is held open: webhooks arrive over HTTP.
    },
    async send({ connection, to, message }) {
      const context = message.quotedExternalId ? { context: { message_id: message.quotedExternalId } } : {}
      const answer = await sendPayload(connection, to.address, {
        ...context,
        ...(await contentOf(connection, message)),
      })
      const id = answer.messages?.[0]?.id
      if (!id) throw new AppError(metaErrors.ERR_CHANNEL_META_REFUSED, { message: 'Meta gave no message id' })
      return { externalId: id, ack: 1 }
    },
    async react({ connection, to, externalId, emoji }) {
      await sendPayload(connection, to.address, {
        type: 'reaction',
        reaction: { message_id: externalId, emoji },
      })
    },
    async markRead({ connection, externalIds }) {
      // Marking the newest message read marks the earlier ones too.
      const last = externalIds.at(-1)
      if (!last) return
      await onGraph(channels, connection, () =>
        graph.post(`${numberOf(connection)}/messages`, token(connection), {
          messaging_product: 'whatsapp',
          status: 'read',
          message_id: last,
        }),
      )
    },
  }
}

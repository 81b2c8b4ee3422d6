import { openAsBlob } from 'node:fs'
import {
  AppError,
  type ChannelConnection,
  type ChannelCredentialField,
  type ChannelProvider,
  type OutboundMessage,
} from '@atendo/plugin-api'
import { metaErrors } from '../errors.ts'
import { graphFailure as graphFailureOf, outsideWindow } from '../graph/graph-errors.ts'
import { credentialOf, type MetaChannels } from '../meta-channels.ts'
import { onGraph } from './token-guard.ts'

const day = 24 * 60 * 60 * 1000

/** The webhook fields a page is subscribed to (Messenger Platform webhook events). */
export const pageWebhookFields = [
  'messages',
  'message_echoes',
  'message_deliveries',
  'message_reads',
  'message_reactions',
  'message_edits',
  'messaging_postbacks',
].join(',')

export const pageIdField: ChannelCredentialField = {
  key: 'pageId',
  label: 'Facebook page id',
  labels: {
    pt: 'Id da página do Facebook',
    en: 'Facebook page id',
    es: 'Id de la página de Facebook',
    tr: 'Facebook sayfa kimliği',
  },
  required: true,
  secret: false,
  maxLength: 64,
}
export const accessTokenField: ChannelCredentialField = {
  key: 'accessToken',
  label: 'Access token',
  labels: { pt: 'Token de acesso', en: 'Access token', es: 'Token de acceso', tr: 'Erişim belirteci' },
  required: true,
  secret: true,
  maxLength: 1000,
}
const instagramAccountField: ChannelCredentialField = {
  key: 'instagramAccountId',
  label: 'Instagram account id (found from the page when empty)',
  labels: {
    pt: 'Id da conta do Instagram (obtido da página quando vazio)',
    en: 'Instagram account id (found from the page when empty)',
    es: 'Id de la cuenta de Instagram (se obtiene de la página si está vacío)',
    tr: 'Instagram hesap kimliği (boşsa sayfadan bulunur)',
  },
  required: false,
  secret: false,
  maxLength: 64,
}

type SendAnswer = { message_id?: string }

/** Messenger's attachment type for a file. */
function attachmentType(mimeType: string): 'image' | 'video' | 'audio' | 'file' {
  const [type] = mimeType.split('/')
  return type === 'image' || type === 'video' || type === 'audio' ? type : 'file'
}

/**
 * Messenger (`facebook`) and Instagram (`instagram`) over the Send API with the page's token
 * (Instagram Messaging through the Messenger Platform uses the linked page's token too).
 * Replies go out as RESPONSE; when Meta says the 24-hour window has closed they go again with the
 * HUMAN_AGENT tag (up to 7 days, when `humanAgentTag` is on and the app has that permission), so
 * the reply window core enforces is 7 days then, else 24 hours.
 */
export function createMessengerProvider(
  channels: MetaChannels,
  channel: 'facebook' | 'instagram',
): ChannelProvider {
  const { graph, accounts, config } = channels
  const token = (connection: ChannelConnection) => credentialOf(connection, 'accessToken')
  const pageOf = (connection: ChannelConnection) => credentialOf(connection, 'pageId')
  const accountKind = channel === 'facebook' ? 'page' : 'instagram'
  const accountOf = (connection: ChannelConnection) =>
    channel === 'facebook' ? pageOf(connection) : credentialOf(connection, 'instagramAccountId')

  async function post(connection: ChannelConnection, body: Record<string, unknown>): Promise<SendAnswer> {
    return onGraph(channels, connection, async () => {
      const path = `${pageOf(connection)}/messages`
      try {
        return await graph.post<SendAnswer>(path, token(connection), { messaging_type: 'RESPONSE', ...body })
      } catch (error) {
        if (!(config.humanAgentTag && outsideWindow(error) && 'message' in body)) throw error
        return graph.post<SendAnswer>(path, token(connection), {
          ...body,
          messaging_type: 'MESSAGE_TAG',
          tag: 'HUMAN_AGENT',
        })
      }
    })
  }

  async function upload(
    connection: ChannelConnection,
    to: string,
    message: OutboundMessage,
  ): Promise<SendAnswer> {
    const media = message.media!
    const form = () => {
      const data = new FormData()
      data.set('recipient', JSON.stringify({ id: to }))
      data.set(
        'message',
        JSON.stringify({
          attachment: { type: attachmentType(media.mimeType), payload: { is_reusable: false } },
        }),
      )
      return data
    }
    return onGraph(channels, connection, async () => {
      const file = await openAsBlob(media.path, { type: media.mimeType })
      const path = `${pageOf(connection)}/messages`
      const first = form()
      first.set('messaging_type', 'RESPONSE')
      first.set('filedata', file, media.fileName)
      try {
        return await graph.upload<SendAnswer>(path, token(connection), first)
      } catch (error) {
        if (!(config.humanAgentTag && outsideWindow(error))) throw error
        const tagged = form()
        tagged.set('messaging_type', 'MESSAGE_TAG')
        tagged.set('tag', 'HUMAN_AGENT')
        tagged.set('filedata', file, media.fileName)
        return graph.upload<SendAnswer>(path, token(connection), tagged)
      }
    })
  }

  const provider: ChannelProvider = {
    id: channel,
    channel,
    traits: {
      replyWindowMs: config.humanAgentTag ? 7 * day : day,
      groups: false,
      pairing: false,
      interactive: false,
    },
    credentials: {
      fields:
        channel === 'facebook'
          ? [pageIdField, accessTokenField]
          : [pageIdField, accessTokenField, instagramAccountField],
      async check({ credentials, connectionId }) {
        const page = await graph
          .get<{ id: string; name?: string; instagram_business_account?: { id: string; username?: string } }>(
            credentials.pageId!,
            credentials.accessToken!,
            {
              fields: channel === 'facebook' ? 'id,name' : 'id,name,instagram_business_account{id,username}',
            },
          )
          .catch((error: unknown) => {
            throw graphFailureOf(error)
          })
        const accountId =
          channel === 'facebook'
            ? page.id
            : credentials.instagramAccountId || page.instagram_business_account?.id
        if (!accountId) {
          throw new AppError(metaErrors.ERR_CHANNEL_META_REFUSED, {
            message: 'The page has no linked Instagram professional account',
          })
        }
        if (await accounts.takenByAnother(accountKind, accountId, connectionId)) {
          throw new AppError(metaErrors.ERR_CHANNEL_META_ACCOUNT_TAKEN)
        }
        await graph
          .post(`${credentials.pageId}/subscribed_apps`, credentials.accessToken!, {
            subscribed_fields: pageWebhookFields,
          })
          .catch((error: unknown) => {
            throw graphFailureOf(error)
          })
        const shown = channel === 'facebook' ? page.name : page.instagram_business_account?.username
        return {
          number: (shown ?? accountId).slice(0, 50),
          credentials:
            channel === 'instagram' ? { ...credentials, instagramAccountId: accountId } : credentials,
        }
      },
    },
    async connect(connection, sink) {
      const accountId = accountOf(connection)
      if (!accountId || !token(connection)) {
        await sink.connectionStatus(connection, 'DISCONNECTED')
        return
      }
      await accounts.link(connection, accountKind, accountId)
      await sink.connectionStatus(connection, 'CONNECTED')
    },
    async disconnect() {
      // Nothing is held open: webhooks arrive over HTTP.
    },
    async send({ connection, to, message }) {
      const answer =
        message.kind === 'media' && message.media
          ? await upload(connection, to.address, message)
          : await post(connection, { recipient: { id: to.address }, message: { text: textOf(message) } })
      if (!answer.message_id)
        throw new AppError(metaErrors.ERR_CHANNEL_META_REFUSED, { message: 'Meta gave no message id' })
      return { externalId: answer.message_id, ack: 1 }
    },
    async react({ connection, to, externalId, emoji }) {
      await post(connection, {
        recipient: { id: to.address },
        sender_action: emoji ? 'react' : 'unreact',
        payload: { message_id: externalId, ...(emoji ? { reaction: emoji === '❤️' ? 'love' : emoji } : {}) },
      })
    },
    async markRead({ connection, to }) {
      await post(connection, { recipient: { id: to.address }, sender_action: 'mark_seen' })
    },
    async typing({ connection, to, state }) {
      await post(connection, {
        recipient: { id: to.address },
        sender_action: state === 'paused' ? 'typing_off' : 'typing_on',
      })
    },
  }
  return provider
}

/** What Messenger shows for content it has no message type for here (locations, cards, lists). */
function textOf(message: OutboundMessage): string {
  if (message.kind === 'location' && message.location) {
    const { latitude, longitude, name } = message.location
    return [name, `https://maps.google.com/?q=${latitude},${longitude}`].filter(Boolean).join('\n')
  }
  if (message.kind === 'vcard' && message.vcard) return `${message.vcard.name}: ${message.vcard.number}`
  return message.body
}

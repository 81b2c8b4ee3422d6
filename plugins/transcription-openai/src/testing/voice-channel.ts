import { randomUUID } from 'node:crypto'
import { waitFor } from '@atendo/core/testing'
import {
  type ChannelConnection,
  type ChannelProvider,
  channelProviders,
  definePlugin,
  type InboundSink,
  type StorageApi,
} from '@atendo/plugin-api'

/**
 * A channel at the channel edge, for tests: customers' voice notes arrive on its connections the
 * way a real channel delivers media (the file saved through the media storage, then the message
 * handed to core's inbound sink), so core processes them as it would a WhatsApp voice note.
 *
 * @example
 * const channel = voiceChannel()
 * await startTestApp({ plugins: [plugin, channel.plugin] })
 * await channel.receive(connectionId, { from: '5511988887777', audio: oggBytes })
 */
export function voiceChannel() {
  const sessions = new Map<number, { connection: ChannelConnection; sink: InboundSink }>()
  let storage: StorageApi | undefined
  const provider: ChannelProvider = {
    id: 'voice-test',
    channel: 'api',
    traits: { groups: false, pairing: false, interactive: false },
    async connect(connection, sink) {
      sessions.set(connection.id, { connection, sink })
      await sink.connectionStatus(connection, 'CONNECTED')
    },
    async disconnect(connection) {
      sessions.delete(connection.id)
    },
    async send() {
      return { externalId: randomUUID(), ack: 1 }
    },
  }
  return {
    plugin: definePlugin({
      id: 'voice-test',
      version: '1.0.0',
      contract: '^2.0.0',
      register(context) {
        storage = context.storage
        context.extensions.provide(channelProviders, provider)
      },
    }),
    /** A customer's voice note arriving on the connection; answers the stored file's key. */
    async receive(
      connectionId: number,
      voiceNote: { from: string; audio: Buffer; fileName?: string; mimeType?: string },
    ): Promise<string> {
      const { connection, sink } = await waitFor(() => sessions.get(connectionId))
      const stored = await storage!.save(connection.companyId, voiceNote.audio, {
        fileName: voiceNote.fileName ?? 'voice-note.ogg',
        mimeType: voiceNote.mimeType ?? 'audio/ogg; codecs=opus',
      })
      await sink.receive(connection, {
        kind: 'message',
        message: {
          externalId: randomUUID(),
          contact: {
            identities: [{ kind: 'phone', value: voiceNote.from }],
            name: `Cliente ${voiceNote.from}`,
          },
          fromMe: false,
          body: '',
          mediaType: 'audio',
          mediaUrl: stored.key,
          timestamp: new Date().toISOString(),
        },
      })
      return stored.key
    },
  }
}

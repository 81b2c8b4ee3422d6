import type { TestApp } from '@atendo/core/testing'
import { definePlugin, type ExtensionsApi, type StorageApi } from '@atendo/plugin-api'

/**
 * A plugin for tests that keeps what any plugin gets (the media storage, the extension points),
 * so a test can deliver a customer's voice note the way a channel does (file stored, then the
 * message handed to core's inbound sink) and call the flow node runtimes as the flows plugin does.
 *
 * @example
 * const probe = serviceProbe()
 * await startTestApp({ plugins: [probe.plugin, plugin] })
 * await probe.voiceNote(testApp, connection, '5511988887777', oggBytes)
 */
export function serviceProbe() {
  let storage: StorageApi | undefined
  let extensions: ExtensionsApi | undefined
  let counter = 0
  return {
    plugin: definePlugin({
      id: 'service-probe',
      version: '1.0.0',
      contract: '^2.0.0',
      register(context) {
        storage = context.storage
        extensions = context.extensions
      },
    }),
    extensions: () => extensions!,
    async voiceNote(
      testApp: TestApp,
      connection: Parameters<TestApp['app']['fastify']['connectionRuntime']['sink']['receive']>[0],
      from: string,
      audio: Buffer,
    ) {
      const stored = await storage!.save(connection.companyId, audio, {
        fileName: 'voice-note.ogg',
        mimeType: 'audio/ogg',
      })
      counter += 1
      await testApp.app.fastify.connectionRuntime.sink.receive(connection, {
        kind: 'message',
        message: {
          externalId: `voice-${from}-${counter}`,
          contact: { identities: [{ kind: 'phone', value: from }], name: `Cliente ${from}` },
          fromMe: false,
          body: '',
          mediaType: 'audio',
          mediaUrl: stored.key,
          timestamp: new Date().toISOString(),
        },
      })
    },
  }
}

import type { Readable } from 'node:stream'
import makeWASocket, {
  Browsers,
  downloadMediaMessage,
  S_WHATSAPP_NET,
  type UserFacingSocketConfig,
  type WAMessage,
} from 'baileys'
import type { OpenWhatsAppSocket, WhatsAppSocketPort } from './socket-port.ts'

/** Baileys' logger shape (pino's); Fastify's logger is one. */
export type BaileysLogger = NonNullable<UserFacingSocketConfig['logger']>

/**
 * A message's media, downloaded from WhatsApp's CDN and decrypted as it streams (Baileys'
 * `downloadMediaMessage` in 'stream' mode). It needs no socket: the message carries the URL and key.
 * No re-upload context here: inbound/media-fetcher.ts asks the phone for a re-upload itself.
 *
 * @example
 * const file = await downloadMediaStream(message)
 */
export async function downloadMediaStream(message: WAMessage): Promise<Readable> {
  const decrypted = await downloadMediaMessage(message, 'stream', {})
  // Baileys pipes the HTTP body into its decipher: a decipher destroyed early (the file grew past
  // the limit) unpipes the body but leaves it open, still downloading. Close it with it.
  decrypted.once('unpipe', (body: Readable) => body.destroy())
  return decrypted
}

/** The `ws` WebSocket under Baileys' client (a protected field there), to pause and resume reading. */
type WithWebSocket = { socket: { pause(): void; resume(): void } | null }

/**
 * The real socket: Baileys' `makeWASocket`, narrowed to the port. No in-memory store and no signal
 * key cache, so an idle session holds only the socket itself; keys are read from PostgreSQL.
 *
 * @example
 * const open = baileysSocketOpener(log)
 * const socket = open({ auth: state, connectionId: 7 })
 */
export function baileysSocketOpener(
  logger: BaileysLogger,
  /** Overrides for tests (e.g. `waWebSocketUrl`); production uses Baileys' defaults. */
  overrides: Partial<UserFacingSocketConfig> = {},
): OpenWhatsAppSocket {
  return ({ auth, connectionId, fullHistory = false, getMessage }) => {
    const sessionLogger = logger.child({ connectionId })
    const socket = makeWASocket({
      auth,
      logger: sessionLogger,
      // WhatsApp sends the whole history only to a desktop client asking for it at pairing.
      browser: fullHistory ? Browsers.macOS('Desktop') : Browsers.ubuntu('Atendo'),
      markOnlineOnConnect: false,
      syncFullHistory: fullHistory,
      // Baileys skips the FULL sync by default; an import asks for it.
      ...(fullHistory ? { shouldSyncHistoryMessage: () => true } : {}),
      // A recipient that could not decrypt our message asks again: its content comes from the
      // plugin's bounded store (whatsapp_message_keys), not from memory.
      getMessage: getMessage ?? (async () => undefined),
      ...overrides,
    })
    const port: WhatsAppSocketPort = {
      on: (event, listener) => socket.ev.on(event, listener),
      get user() {
        return socket.user ? { id: socket.user.id, lid: socket.user.lid, name: socket.user.name } : undefined
      },
      sendMessage: (jid, content, options) => socket.sendMessage(jid, content, options),
      readMessages: (keys) => socket.readMessages(keys),
      sendPresenceUpdate: (type, jid) => socket.sendPresenceUpdate(type, jid),
      requestPairingCode: (phoneNumber) => socket.requestPairingCode(phoneNumber),
      updateMediaMessage: (message) => socket.updateMediaMessage(message),
      downloadMedia: downloadMediaStream,
      // Baileys puts the anchor's time into `oldestMsgTimestampMs` as given: milliseconds.
      fetchMessageHistory: (count, oldestKey, oldestTimestampSeconds) =>
        socket.fetchMessageHistory(count, oldestKey, oldestTimestampSeconds * 1000),
      profilePictureUrl: (jid) => socket.profilePictureUrl(jid, 'image'),
      groupSubject: async (groupJid) => (await socket.groupMetadata(groupJid)).subject || undefined,
      rejectCall: (callId, callFrom) => socket.rejectCall(callId, callFrom),
      onWhatsApp: (...phoneNumbers) => socket.onWhatsApp(...phoneNumbers),
      // The TCP socket stops being read: WhatsApp's frames wait on its side, unacknowledged. Baileys
      // has no such switch; its client keeps the `ws` socket in a protected field.
      pauseReading: () => (socket.ws as unknown as WithWebSocket).socket?.pause(),
      resumeReading: () => (socket.ws as unknown as WithWebSocket).socket?.resume(),
      async ping(timeoutMs) {
        await socket.query(
          {
            tag: 'iq',
            attrs: { id: socket.generateMessageTag(), to: S_WHATSAPP_NET, type: 'get', xmlns: 'w:p' },
            content: [{ tag: 'ping', attrs: {} }],
          },
          timeoutMs,
        )
      },
      logout: () => socket.logout(),
      end: (error) => void socket.end(error),
    }
    return port
  }
}

import type { OpenWhatsAppSocket } from '../plugins/channel-whatsapp/src/socket/socket-port.ts'
import { type SocketDouble, socketDoubles } from '../plugins/channel-whatsapp/src/testing/socket-double.ts'

/**
 * Socket doubles for a device that was paired before: each one opens as soon as the session has
 * subscribed to it, and reports a credentials change (so the session's credentials are saved, and
 * the next worker loads them as it would after a real pairing). WhatsApp's own handshake, which
 * this machine cannot reach, is not part of what they cost.
 */
export function pairedSockets(): { open: OpenWhatsAppSocket; opened: SocketDouble[] } {
  const doubles = socketDoubles()
  return {
    opened: doubles.opened,
    open(options) {
      doubles.open(options)
      const socket = doubles.latest()
      // The session subscribes right after the opener returns.
      setImmediate(() => {
        socket.open(`55113${String(options.connectionId).padStart(8, '0')}:1@s.whatsapp.net`)
        socket.emit('creds.update', {})
      })
      return socket
    },
  }
}

import type { OpenWhatsAppSocket } from '../socket/socket-port.ts'
import { type SocketDouble, socketDoubles } from './socket-double.ts'

/**
 * Socket doubles for a device paired before: each opens as soon as the session has subscribed to
 * it, and reports a credentials change (so the keys are saved, as after a real pairing). For
 * processes that run sessions with nobody driving the sockets (the killed worker of the takeover
 * test).
 */
export function pairedSockets(): { open: OpenWhatsAppSocket; opened: SocketDouble[] } {
  const doubles = socketDoubles()
  return {
    opened: doubles.opened,
    open(options) {
      const socket = doubles.open(options) as SocketDouble
      // The session subscribes right after the opener returns.
      setImmediate(() => {
        socket.open(`55113${String(options.connectionId).padStart(8, '0')}:1@s.whatsapp.net`)
        socket.emit('creds.update', {})
      })
      return socket
    },
  }
}

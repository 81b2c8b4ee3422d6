import type { RedisAdapter } from '@socket.io/redis-adapter'
import type { Redis } from 'ioredis'
import type { CompanyNamespace } from './realtime-types.ts'
import { rootCompanyRoom, rootRoom } from './root-namespace.ts'

/** socket.io-parser's EVENT packet type: what `emit(event, payload)` broadcasts. */
const eventPacketType = 2

/**
 * The copy of a company's broadcasts for that company's sockets on the root namespace (the family's
 * convention, root-namespace.ts). Each node makes the copy for its own root sockets only: a company
 * emit is published over Redis once, for the company namespace, and every node that holds root
 * sockets of the company repeats what it hears there. A node without such sockets (every node, when
 * only our own front ends are connected) does nothing more than before the root namespace existed.
 */
export interface RootMirror {
  /** Repeats a company broadcast to this node's root sockets of the company, in their scoped rooms. */
  deliver(
    companyId: number,
    rooms: Iterable<string>,
    except: Iterable<string>,
    event: string,
    payload: unknown,
  ): void
  /**
   * Repeats here the company broadcasts other nodes publish: listens on the Redis adapter's
   * subscriber connection, where the company namespaces' adapters already receive them.
   */
  listen(
    sub: Redis,
    channelPrefix: string,
    namespaceOf: (companyId: number) => CompanyNamespace | undefined,
  ): void
}

export function createRootMirror(root: CompanyNamespace): RootMirror {
  const hasRootSockets = (companyId: number) => root.adapter.rooms.has(rootCompanyRoom(companyId))

  const deliver: RootMirror['deliver'] = (companyId, rooms, except, event, payload) => {
    if (!hasRootSockets(companyId)) return
    const scoped = [...rooms].map((room) => rootRoom(companyId, room))
    // An empty room list is the whole company there, never the whole (shared) namespace.
    root.local
      .to(scoped.length > 0 ? scoped : [rootCompanyRoom(companyId)])
      .except([...except].map((room) => rootRoom(companyId, room)))
      .emit(event, payload)
  }

  return {
    deliver,
    listen(sub, channelPrefix, namespaceOf) {
      // The adapter's broadcast channels are `{prefix}#{namespace}#` and `{prefix}#{namespace}#{room}#`.
      const companyChannel = new RegExp(`^${escapeRegExp(channelPrefix)}#/([1-9]\\d{0,15})#`)
      sub.on('pmessageBuffer', (_pattern: Buffer, channel: Buffer, message: Buffer) => {
        const match = companyChannel.exec(channel.toString())
        if (!match) return
        const companyId = Number(match[1])
        // Decoded only where a root socket of the company listens, usually nowhere.
        if (!hasRootSockets(companyId)) return
        const adapter = namespaceOf(companyId)?.adapter as RedisAdapter | undefined
        if (!adapter?.parser) return
        const [uid, packet, options] = adapter.parser.decode(message) as [
          string,
          BroadcastPacket,
          BroadcastRooms,
        ]
        // This node's own emits were delivered here when they were made.
        if (uid === adapter.uid || packet?.type !== eventPacketType || packet.nsp !== `/${companyId}`) return
        const [event, payload] = packet.data
        if (typeof event !== 'string') return
        deliver(companyId, options.rooms ?? [], options.except ?? [], event, payload)
      })
    },
  }
}

/** A broadcast as the Redis adapter publishes it. */
interface BroadcastPacket {
  type: number
  nsp: string
  data: unknown[]
}
interface BroadcastRooms {
  rooms?: string[]
  except?: string[]
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

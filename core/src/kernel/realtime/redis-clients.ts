import { Redis } from 'ioredis'
import type { RealtimeLog } from './realtime-types.ts'

/** The publisher and subscriber connections the socket.io Redis adapter needs. */
export interface RedisClients {
  pub: Redis
  sub: Redis
  close(): Promise<void>
}

export function createRedisClients(url: string, log: RealtimeLog): RedisClients {
  const pub = new Redis(url)
  const sub = pub.duplicate()
  // ioredis reconnects by itself; the listeners only keep the errors from going unheard
  for (const [role, client] of [
    ['pub', pub],
    ['sub', sub],
  ] as const) {
    client.on('error', (error: unknown) => log.warn({ err: error, role }, 'realtime redis connection error'))
  }

  // The adapter publishes without handling the returned promise, so a Redis outage (or an emit
  // racing shutdown) would surface as an unhandled rejection and crash the process. A lost live
  // event is not worth that: log it and move on.
  const publish = pub.publish.bind(pub)
  pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      log.error({ err: error }, 'realtime event could not be published to redis')
      return 0
    })) as Redis['publish']

  return {
    pub,
    sub,
    async close() {
      await Promise.all([pub, sub].map(quitRedis))
    },
  }
}

/** Closes a client politely when it is connected, at once otherwise (a quit would wait on a reconnect). */
export async function quitRedis(client: Redis): Promise<void> {
  if (client.status !== 'ready') return client.disconnect()
  await client.quit().catch(() => client.disconnect())
}

import { Redis } from 'ioredis'

/**
 * Deletes the Redis keys under a prefix: what a test app (queues, rate-limit counters) or a test's
 * own job backends left.
 *
 * @example
 * afterAll(() => dropRedisKeys('redis://127.0.0.1:6379', 'test-outbox-'))
 */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl)
  try {
    let cursor = '0'
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      if (keys.length > 0) await redis.del(...keys)
      cursor = next
    } while (cursor !== '0')
  } finally {
    await redis.quit()
  }
}

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMediaStorage, type MediaStorage } from './media-storage.ts'

/** Signed media links live one to two hours by default, not until the next midnight (docs/security.md). */

let dataDir: string
let storage: MediaStorage
const hour = 3600

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'media-links-'))
  storage = createMediaStorage({ dataDir, secret: 'test-secret' })
})

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

afterEach(() => {
  vi.useRealTimers()
})

const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://media.local')
  return {
    key: parsed.pathname.replace(/^\/public\//, ''),
    expires: parsed.searchParams.get('expires') ?? undefined,
    signature: parsed.searchParams.get('signature') ?? undefined,
  }
}

describe('signed media links', () => {
  it('expire between one and two hours from now, the same link for a whole hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:20:00Z'))
    const stored = await storage.save(1, Buffer.from('hello'), { fileName: 'a.txt', mimeType: 'text/plain' })
    const link = partsOf(storage.url(stored.key))
    const lifetime = Number(link.expires) - Date.now() / 1000
    expect(lifetime).toBeGreaterThanOrEqual(hour)
    expect(lifetime).toBeLessThanOrEqual(2 * hour)
    vi.setSystemTime(new Date('2026-11-27T10:50:00Z'))
    expect(storage.url(stored.key)).toBe(storage.url(stored.key))
    expect(partsOf(storage.url(stored.key)).expires).toBe(link.expires)
    const opened = await storage.open(link.key, link.expires, link.signature)
    opened.stream.destroy()
    // Two hours later the same link answers nothing.
    vi.setSystemTime(new Date('2026-11-27T12:00:01Z'))
    await expect(storage.open(link.key, link.expires, link.signature)).rejects.toMatchObject({
      code: 'ERR_NOT_FOUND',
    })
    // A link whose expiry was moved by hand fails its signature.
    const later = String(Number(link.expires) + 10 * hour)
    await expect(storage.open(link.key, later, link.signature)).rejects.toMatchObject({
      code: 'ERR_NOT_FOUND',
    })
  })

  it('follow the operator setting', async () => {
    const short = createMediaStorage({ dataDir, secret: 'test-secret', linkTtlSeconds: 300 })
    const stored = await short.save(1, Buffer.from('x'), { fileName: 'b.txt', mimeType: 'text/plain' })
    const lifetime = Number(partsOf(short.url(stored.key)).expires) - Date.now() / 1000
    expect(lifetime).toBeGreaterThan(300 - 1)
    expect(lifetime).toBeLessThanOrEqual(600)
  })
})

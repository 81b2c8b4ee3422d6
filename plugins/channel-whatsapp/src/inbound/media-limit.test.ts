import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname } from 'node:path'
import { waitFor } from '@atendo/core/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { downloadMediaStream } from '../socket/baileys-socket.ts'
import { providerHarness } from '../testing/provider-harness.ts'
import { type EncryptedStandIn, encryptedVideo, videoMessage } from './fixtures/encrypted-media.ts'

const { database, connected } = providerHarness()

/** WhatsApp's CDN stand-in: serves encrypted files by name and tells how each answer went. */
let cdn: Server
let cdnBase: string
const files = new Map<string, string>()
const answers: { name: string; bytesSent: number; finished: boolean; closed: boolean }[] = []

const MiB = 1024 * 1024
let small: EncryptedStandIn
let large: EncryptedStandIn

beforeAll(async () => {
  ;[small, large] = await Promise.all([encryptedVideo(3 * MiB), encryptedVideo(24 * MiB)])
  files.set('small.enc', small.encFilePath)
  files.set('large.enc', large.encFilePath)
  cdn = createServer((request, response) => {
    const name = request.url!.slice(1)
    const path = files.get(name)
    if (!path) return void response.writeHead(404).end()
    const answer = { name, bytesSent: 0, finished: false, closed: false }
    answers.push(answer)
    response.writeHead(200, { 'content-type': 'application/octet-stream' })
    const file = createReadStream(path)
    file.on('data', (chunk) => {
      answer.bytesSent += chunk.length
    })
    response.on('finish', () => {
      answer.finished = true
    })
    response.on('close', () => {
      answer.closed = true
      file.destroy()
    })
    file.pipe(response)
  }).listen(0, '127.0.0.1')
  await once(cdn, 'listening')
  cdnBase = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`
})

afterAll(async () => {
  cdn?.close()
  await Promise.all([small, large].map((standIn) => standIn && rm(standIn.encFilePath, { force: true })))
})

afterEach(async () => {
  answers.length = 0
  await setDownloadLimit('64')
})

async function setDownloadLimit(megabytes: string) {
  await database().db.query(
    `insert into global_settings (key, value, created_at, updated_at) values ('downloadLimit', $1, now(), now())
     on conflict (key) do update set value = excluded.value`,
    [megabytes],
  )
}

/** The message core stored for an external id, once it has. */
async function storedMessage(externalId: string) {
  return waitFor(async () => {
    const { rows } = await database().db.query<{
      body: string
      media_type: string | null
      media_url: string | null
      data_json: string | null
    }>('select body, media_type, media_url, data_json from messages where external_id = $1', [externalId])
    return rows[0]
  }, 15_000)
}

/** The files of a company's media folder. */
async function mediaFiles(companyId: number): Promise<string[]> {
  const storage = database().testApp.app.kernel.storage
  const folder = dirname(storage.pathOf(`company${companyId}/${'x'.repeat(24)}`))
  return readdir(folder).catch(() => [])
}

describe('inbound media and the download limit', () => {
  it('streams a file under the limit through Baileys’ decryption into storage, byte for byte', async () => {
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, provider, connection } = await connected({}, { sink })
    // The double downloads with the adapter's own function: Baileys fetching and decrypting.
    socket.downloads.push(downloadMediaStream)
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [videoMessage('VIDEO-SMALL', `${cdnBase}/small.enc`, small, small.fileLength)],
    })
    await provider.drained(connection.id)

    const message = await storedMessage('VIDEO-SMALL')
    expect(message.media_type).toBe('video')
    expect(message.media_url).toMatch(new RegExp(`^company${connection.companyId}/`))
    const stored = await readFile(database().testApp.app.kernel.storage.pathOf(message.media_url!))
    expect(stored.length).toBe(3 * MiB)
    expect(createHash('sha256').update(stored).digest()).toEqual(small.fileSha256)
    expect(answers).toMatchObject([{ name: 'small.enc', finished: true }])
  })

  it('refuses a file that declares more than the limit without downloading it, and says so on the message', async () => {
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, provider, connection } = await connected({}, { sink })
    socket.downloads.push(downloadMediaStream)
    // 80 MB declared, over the default 64 MB.
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [videoMessage('VIDEO-DECLARED', `${cdnBase}/large.enc`, large, 80 * MiB)],
    })
    await provider.drained(connection.id)

    const message = await storedMessage('VIDEO-DECLARED')
    expect(message.media_url).toBeNull()
    expect(message.body).toBe('📎 VIDEO-DECLARED.mp4 (80 MB): larger than the 64 MB limit, not downloaded')
    expect(JSON.parse(message.data_json!)).toMatchObject({
      mediaError: 'too-large',
      mediaBytes: 80 * MiB,
      mediaLimitBytes: 64 * MiB,
    })
    expect(answers).toEqual([])
  })

  it('cuts a download that grows past the limit: stops fetching, keeps nothing of it, and notes it', async () => {
    await setDownloadLimit('1')
    const sink = database().testApp.app.fastify.connectionRuntime.sink
    const { socket, provider, connection } = await connected({}, { sink })
    const filesBefore = await mediaFiles(connection.companyId)
    socket.downloads.push(downloadMediaStream)
    // The message claims 500 KB; the file is 24 MB.
    socket.emit('messages.upsert', {
      type: 'notify',
      messages: [videoMessage('VIDEO-LIAR', `${cdnBase}/large.enc`, large, 500 * 1024)],
    })
    await provider.drained(connection.id)

    const message = await storedMessage('VIDEO-LIAR')
    expect(message.media_url).toBeNull()
    expect(message.body).toBe('📎 VIDEO-LIAR.mp4: larger than the 1 MB limit, not downloaded')
    expect(JSON.parse(message.data_json!)).toMatchObject({ mediaError: 'too-large', mediaLimitBytes: MiB })
    expect(JSON.parse(message.data_json!)).not.toHaveProperty('mediaBytes')
    // The partial file was removed, and the CDN's answer was cut off well before its end.
    expect(await mediaFiles(connection.companyId)).toEqual(filesBefore)
    const answer = await waitFor(() => answers.find((entry) => entry.closed))
    expect(answer.finished).toBe(false)
    expect(answer.bytesSent).toBeLessThan(24 * MiB)
    // Refused, not failed: one attempt, no retries.
    expect(answers).toHaveLength(1)
  })
})

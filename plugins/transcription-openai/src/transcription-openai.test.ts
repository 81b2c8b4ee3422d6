import { randomInt } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ApiClient,
  bootFailure,
  createUser,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
} from '@atendo/core/testing'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import plugin from './index.ts'
import { type FakeOpenAi, startFakeOpenAi } from './testing/fake-openai.ts'
import { voiceChannel } from './testing/voice-channel.ts'

const channel = voiceChannel()
const key = 'sk-test-4f9c2a7e1b'
const timeoutMs = 1_000

let testApp: TestApp
let dataDir: string
let openAi: FakeOpenAi
let superAdmin: ApiClient
let attendant: ApiClient
let connectionId: number

/** Bytes that stand for a voice note (OpenAI's fake does not decode them). */
const voiceNote = (label: string) =>
  Buffer.concat([Buffer.from('OggS'), Buffer.from(label), Buffer.alloc(2048, 7)])

/**
 * A customer's voice note, received over the channel and processed by core, and the file name the
 * inbox reads from its `mediaUrl` (`/public/company1/<file>?expires=…&signature=…`).
 */
async function receivedAudio(audio: Buffer, fileName?: string): Promise<string> {
  const from = `55119${randomInt(10_000_000, 99_999_999)}`
  await channel.receive(connectionId, { from, audio, fileName })
  const mediaUrl = await waitFor(async () => {
    const list = await superAdmin.get(`/api/tickets?searchParam=${from}&showAll=true`)
    const ticket = list.body.tickets?.[0]
    if (!ticket) return undefined
    const page = await superAdmin.get(`/api/messages/${ticket.uuid}`)
    return page.body.messages?.find((message: { mediaType: string }) => message.mediaType === 'audio')
      ?.mediaUrl
  })
  return /^\/public\/company\d+\/([^/?]+)\?/.exec(mediaUrl)![1]!
}

const transcribe = (client: ApiClient, file: string, query = '') =>
  client.get(`/api/messages/transcribeAudio/${file}${query}`)

const setKey = async (value: string) => {
  const answer = await superAdmin.put('/api/settings/openaikeyaudio', { value })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-transcription-openai-'))
  openAi = await startFakeOpenAi()
  testApp = await startTestApp({
    plugins: [plugin, channel.plugin],
    pluginConfig: { 'transcription-openai': { baseUrl: openAi.url, timeoutMs } },
    env: { DATA_DIR: dataDir },
  })
  superAdmin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const created = await superAdmin.post('/api/whatsapp', {
    name: 'Voz',
    channel: 'api',
    provider: 'voice-test',
    webhookUrl: 'https://portal.example.com/hook',
  })
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300)
  connectionId = created.body.id
  attendant = await new ApiClient(testApp.url).login(
    await createUser(testApp, { switches: { allTicket: true } }),
  )
})

afterAll(async () => {
  await testApp?.close()
  await openAi?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(async () => {
  openAi.reset()
  await setKey(key)
})

describe('transcribing with OpenAI', () => {
  it("sends the voice note to OpenAI's transcription endpoint with the AI audio key, once", async () => {
    const audio = voiceNote('pedido')
    const file = await receivedAudio(audio)

    const first = await transcribe(attendant, file)
    const again = await transcribe(attendant, file)

    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toEqual({ transcribedText: 'Olá, meu pedido ainda não chegou.' })
    expect(again.body).toEqual(first.body)
    expect(openAi.calls).toHaveLength(1)
    const [call] = openAi.calls
    expect(call).toMatchObject({
      method: 'POST',
      path: '/v1/audio/transcriptions',
      authorization: `Bearer ${key}`,
      model: 'whisper-1',
      responseFormat: 'json',
      language: undefined,
    })
    expect(call!.file!.name).toBe(file)
    expect(call!.file!.type).toBe('audio/ogg')
    expect(call!.file!.bytes.equals(audio)).toBe(true)
  })

  it('passes the language hint, and names an .opus voice note as the Ogg file it is', async () => {
    const file = await receivedAudio(voiceNote('opus'), 'note.opus')

    const answer = await transcribe(attendant, file, '?language=pt')

    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(openAi.calls[0]!.language).toBe('pt')
    expect(openAi.calls[0]!.file!.name).toBe(file.replace(/\.opus$/, '.ogg'))
  })

  it('uses a key the super admin changes at once, without a restart', async () => {
    const file = await receivedAudio(voiceNote('nova chave'))
    await setKey('sk-rotated-key')

    await transcribe(attendant, file)

    expect(openAi.calls.map((call) => call.authorization)).toEqual(['Bearer sk-rotated-key'])
  })

  it('makes the server say it transcribes, which is how the inbox knows to offer "Transcrever"', async () => {
    const ui = await attendant.get('/api/plugins/ui')
    expect(ui.body.plugins).toContainEqual({ id: 'transcription-openai', version: '1.0.0' })
    expect(ui.body.capabilities).toEqual({ transcription: true })
  })
})

describe("OpenAI's refusals", () => {
  it('answers ERR_TRANSCRIPTION_NOT_CONFIGURED without calling OpenAI while the AI audio key is not set', async () => {
    const file = await receivedAudio(voiceNote('sem chave'))
    await setKey('')

    const answer = await transcribe(attendant, file)

    expect([answer.status, answer.body.error]).toEqual([503, 'ERR_TRANSCRIPTION_NOT_CONFIGURED'])
    expect(openAi.calls).toEqual([])
  })

  it("answers ERR_TRANSCRIPTION_KEY_REFUSED on 401, never repeating OpenAI's message (it quotes the key)", async () => {
    const file = await receivedAudio(voiceNote('chave errada'))
    openAi.answerWith(() => ({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${key}`, code: 'invalid_api_key' } },
    }))

    const answer = await transcribe(attendant, file)

    expect([answer.status, answer.body.error]).toEqual([502, 'ERR_TRANSCRIPTION_KEY_REFUSED'])
    expect(JSON.stringify(answer.body)).not.toContain(key)
  })

  it('answers ERR_TRANSCRIPTION_RATE_LIMITED on 429, saying whether the quota is gone', async () => {
    const file = await receivedAudio(voiceNote('limite'))
    openAi.answerWith(() => ({
      status: 429,
      body: { error: { message: 'Slow down', code: 'rate_limit_exceeded' } },
    }))
    const limited = await transcribe(attendant, file)
    openAi.answerWith(() => ({
      status: 429,
      body: { error: { message: 'No quota', code: 'insufficient_quota' } },
    }))
    const noQuota = await transcribe(attendant, file)

    expect([limited.status, limited.body.error]).toEqual([503, 'ERR_TRANSCRIPTION_RATE_LIMITED'])
    expect(limited.body.message).toMatch(/try again/)
    expect([noQuota.status, noQuota.body.error]).toEqual([503, 'ERR_TRANSCRIPTION_RATE_LIMITED'])
    expect(noQuota.body.message).toMatch(/no quota left/)
  })

  it('answers ERR_TRANSCRIPTION_FAILED on a 5xx, and transcribes on the next try', async () => {
    const file = await receivedAudio(voiceNote('instável'))
    openAi.answerWith(() => ({ status: 503, body: { error: { message: 'The server is overloaded' } } }))
    const failed = await transcribe(attendant, file)
    openAi.reset()
    const retried = await transcribe(attendant, file)

    expect([failed.status, failed.body.error]).toEqual([502, 'ERR_TRANSCRIPTION_FAILED'])
    expect(failed.body.message).toBe('OpenAI failed (HTTP 503), try again')
    expect(retried.body).toEqual({ transcribedText: 'Olá, meu pedido ainda não chegou.' })
  })

  it("passes on OpenAI's reason when it refuses the audio itself", async () => {
    const file = await receivedAudio(voiceNote('formato'))
    openAi.answerWith(() => ({
      status: 400,
      body: { error: { message: 'Invalid file format.', code: null } },
    }))

    const answer = await transcribe(attendant, file)

    expect([answer.status, answer.body.error]).toEqual([502, 'ERR_TRANSCRIPTION_FAILED'])
    expect(answer.body.message).toBe('OpenAI refused the audio (HTTP 400): Invalid file format.')
  })

  it('gives up after the configured time, telling the attendant so', async () => {
    const file = await receivedAudio(voiceNote('lento'))
    openAi.answerWith(() => ({ status: 200, body: { text: 'tarde demais' }, delayMs: timeoutMs + 2_000 }))

    const started = Date.now()
    const answer = await transcribe(attendant, file)

    expect(Date.now() - started).toBeLessThan(timeoutMs + 1_500)
    expect([answer.status, answer.body.error]).toEqual([502, 'ERR_TRANSCRIPTION_FAILED'])
    expect(answer.body.message).toBe('OpenAI did not answer within 1 s')
  })

  it('answers ERR_TRANSCRIPTION_FAILED when OpenAI answers without a transcript, or hangs up', async () => {
    const file = await receivedAudio(voiceNote('estranho'))
    openAi.answerWith(() => ({ status: 200, body: '<html>proxy login</html>' }))
    const garbled = await transcribe(attendant, file)

    openAi.answerWith(() => ({ hangUp: true }))
    const down = await transcribe(attendant, file)

    expect([garbled.status, garbled.body.message]).toEqual([502, 'OpenAI answered without a transcript'])
    expect([down.status, down.body.error, down.body.message]).toEqual([
      502,
      'ERR_TRANSCRIPTION_FAILED',
      'OpenAI could not be reached',
    ])
  })

  it("refuses a file over 25 MB, OpenAI's limit, without sending it", async () => {
    const file = await receivedAudio(Buffer.alloc(25 * 1024 * 1024 + 1, 1))

    const answer = await transcribe(attendant, file)

    expect([answer.status, answer.body.error]).toEqual([413, 'ERR_PAYLOAD_TOO_LARGE'])
    expect(openAi.calls).toEqual([])
  })
})

describe('configuration', () => {
  it('refuses to start with a base URL that is not http(s), naming the plugin', async () => {
    const error = await bootFailure({
      plugins: [plugin],
      pluginConfig: { 'transcription-openai': { baseUrl: 'ftp://api.openai.com/v1' } },
    })
    expect((error as Error).message).toMatch(
      /^plugin "transcription-openai": invalid configuration: \/baseUrl/,
    )
  })
})

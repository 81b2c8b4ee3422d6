import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AppError,
  definePlugin,
  type TranscriptionProvider,
  type TranscriptionRequest,
  transcriptionProviders,
} from '@atendo/plugin-api'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, bootFailure, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'

/**
 * A speech-to-text provider at the extension point's edge (the real one, OpenAI's, is a plugin with
 * its own tests): it reads the file core hands it and answers what it "heard", the file's content.
 */
const requests: (Omit<TranscriptionRequest, 'signal'> & { content: string })[] = []
let failure: Error | undefined
const listeningProvider: TranscriptionProvider = {
  id: 'listening',
  label: 'Listening test provider',
  async transcribe({ signal: _signal, ...request }) {
    if (failure) throw failure
    const content = await readFile(request.audio.path, 'utf8')
    requests.push({ ...request, content })
    return { text: ` heard: ${content} ` }
  },
}
const listeningPlugin = definePlugin({
  id: 'listening',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ extensions }) {
    extensions.provide(transcriptionProviders, listeningProvider)
  },
})

let testApp: TestApp
let dataDir: string
let sql: pg.Client
let seed: ConversationSeed
let admin: ApiClient
const company = {} as { id: number; queue: number; otherQueue: number; contact: number; ticket: number }

/** A message of company 1 on `ticketId`, as inbound processing or sending stores it. */
async function audioMessage(options: {
  mediaUrl: string | null
  ticketId?: number
  fromMe?: boolean
  mediaType?: string
  isDeleted?: boolean
}): Promise<number> {
  const { rows } = await sql.query(
    `insert into messages (company_id, ticket_id, body, from_me, media_type, media_url, is_deleted, created_at, updated_at)
     values (1, $1, '', $2, $3, $4, $5, now(), now()) returning id`,
    [
      options.ticketId ?? company.ticket,
      options.fromMe ?? false,
      options.mediaType ?? 'audio',
      options.mediaUrl,
      options.isDeleted ?? false,
    ],
  )
  return rows[0].id
}

/** A voice note stored as a channel stores it; its "speech" is the text it holds. */
async function storedAudio(speech: string, fileName = 'voice.ogg', companyId = 1) {
  const stored = await testApp.app.kernel.storage.save(companyId, Buffer.from(speech), {
    fileName,
    mimeType: 'audio/ogg',
  })
  return { key: stored.key, file: stored.key.split('/')[1]!, path: stored.path }
}

const transcribe = (client: ApiClient, file: string | number, query = '') =>
  client.get(`/api/messages/transcribeAudio/${file}${query}`)

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-transcribe-'))
  testApp = await startTestApp({ plugins: [listeningPlugin], env: { DATA_DIR: dataDir } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  company.queue = await seed.queue({ companyId: 1, name: 'Vendas' })
  company.otherQueue = await seed.queue({ companyId: 1, name: 'Suporte' })
  company.contact = await seed.contact({ companyId: 1, name: 'Ana' })
  company.ticket = (
    await seed.ticket({
      companyId: 1,
      contactId: company.contact,
      status: 'open',
      userId: 1,
      queueId: company.queue,
    })
  ).id
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => {
  requests.length = 0
  failure = undefined
})

describe('transcribing a received audio', () => {
  it('answers what the provider heard in the stored file, named as the inbox names it', async () => {
    const audio = await storedAudio('meu pedido não chegou')
    await audioMessage({ mediaUrl: audio.key })

    const answer = await transcribe(admin, audio.file, '?language=pt')

    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({ transcribedText: 'heard: meu pedido não chegou' })
    expect(requests).toEqual([
      {
        companyId: 1,
        language: 'pt',
        audio: { path: audio.path, fileName: audio.file, mimeType: 'audio/ogg', size: 22 },
        content: 'meu pedido não chegou',
      },
    ])
  })

  it('asks the provider once: later requests, by file or by message id, answer the kept text', async () => {
    const audio = await storedAudio('pode me ligar?')
    const id = await audioMessage({ mediaUrl: audio.key })

    const answers = [
      await transcribe(admin, audio.file),
      await transcribe(admin, id),
      await transcribe(admin, id),
    ]

    expect(answers.map((answer) => answer.body)).toEqual(
      Array(3).fill({ transcribedText: 'heard: pode me ligar?' }),
    )
    expect(requests).toHaveLength(1)
    const { rows } = await sql.query(
      'select provider, text from message_transcriptions where message_id = $1',
      [id],
    )
    expect(rows).toEqual([{ provider: 'listening', text: 'heard: pode me ligar?' }])
  })

  it('asks again when the message now holds another file', async () => {
    const first = await storedAudio('primeira versão')
    const id = await audioMessage({ mediaUrl: first.key })
    await transcribe(admin, id)
    const second = await storedAudio('segunda versão')
    await sql.query('update messages set media_url = $1 where id = $2', [second.key, id])

    const answer = await transcribe(admin, id)

    expect(answer.body).toEqual({ transcribedText: 'heard: segunda versão' })
    expect(requests.map((request) => request.content)).toEqual(['primeira versão', 'segunda versão'])
  })

  it('refuses what is not a received audio, without asking the provider', async () => {
    const sent = await storedAudio('áudio do atendente')
    const sentId = await audioMessage({ mediaUrl: sent.key, fromMe: true })
    const deleted = await storedAudio('apagado pelo contato')
    const deletedId = await audioMessage({ mediaUrl: deleted.key, isDeleted: true })
    const linkedId = await audioMessage({ mediaUrl: 'https://portal.example.com/files/voice.ogg' })
    const image = await storedAudio('não é áudio', 'photo.png')
    const imageId = await audioMessage({ mediaUrl: image.key, mediaType: 'image' })

    for (const id of [sentId, deletedId, linkedId, imageId]) {
      const answer = await transcribe(admin, id)
      expect(answer.status, `message ${id}`).toBe(400)
      expect(answer.body.error).toBe('ERR_NOT_RECEIVED_AUDIO')
    }
    // By file name, only received audios are looked for.
    for (const file of [sent.file, deleted.file, image.file]) {
      const answer = await transcribe(admin, file)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toBe('ERR_NOT_FOUND')
    }
    expect(requests).toEqual([])
  })

  it('answers 404 for a file that is no longer stored, and for a name no message has', async () => {
    const audio = await storedAudio('será apagado')
    const id = await audioMessage({ mediaUrl: audio.key })
    await rm(audio.path)

    const missingFile = await transcribe(admin, id)
    const unknownName = await transcribe(admin, 'AbCdEfGhIjKlMnOpQrStUvWx.ogg')

    expect([missingFile.status, missingFile.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
    expect([unknownName.status, unknownName.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
    expect(requests).toEqual([])
  })

  it('refuses a {file} that is neither a stored file name nor a message id', async () => {
    for (const file of ['..%2F..%2Fetc%2Fpasswd', 'voice.ogg', '0']) {
      const answer = await transcribe(admin, file)
      expect(answer.status, file).toBe(400)
      expect(answer.body.error).toBe('ERR_VALIDATION')
    }
  })
})

describe('who may transcribe', () => {
  it('lets an attendant transcribe the audio of a ticket they see, and hides the others', async () => {
    const seen = await storedAudio('na fila do atendente')
    await audioMessage({ mediaUrl: seen.key })
    const otherTicket = await seed.ticket({
      companyId: 1,
      contactId: await seed.contact({ companyId: 1 }),
      status: 'open',
      userId: 1,
      queueId: company.otherQueue,
    })
    const hidden = await storedAudio('em outra fila')
    const hiddenId = await audioMessage({ mediaUrl: hidden.key, ticketId: otherTicket.id })
    const attendant = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: 1, queueIds: [company.queue], switches: { allUserChat: true } }),
    )

    const allowed = await transcribe(attendant, seen.file)
    const byFile = await transcribe(attendant, hidden.file)
    const byId = await transcribe(attendant, hiddenId)

    expect(allowed.body).toEqual({ transcribedText: 'heard: na fila do atendente' })
    expect([byFile.status, byFile.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
    expect([byId.status, byId.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
    expect(JSON.stringify([byFile.body, byId.body])).not.toContain('outra fila')
    expect(requests.map((request) => request.content)).toEqual(['na fila do atendente'])
  })

  it("never finds another company's audio, by its file name or its message id", async () => {
    const audio = await storedAudio('segredo da empresa 1')
    const id = await audioMessage({ mediaUrl: audio.key })
    const otherCompany = await seed.company('Outra')
    const outsider = await new ApiClient(testApp.url).login(
      await seed.user({ companyId: otherCompany, profile: 'admin' }),
    )

    for (const file of [audio.file, id]) {
      const answer = await transcribe(outsider, file)
      expect([answer.status, answer.body.error]).toEqual([404, 'ERR_NOT_FOUND'])
    }
    expect(requests).toEqual([])
  })
})

describe('when the provider fails', () => {
  it("answers the provider's own catalogue error, and an unexpected failure as ERR_TRANSCRIPTION_FAILED; nothing is kept", async () => {
    const audio = await storedAudio('tente de novo')
    const id = await audioMessage({ mediaUrl: audio.key })

    failure = new AppError('ERR_TRANSCRIPTION_NOT_CONFIGURED')
    const notConfigured = await transcribe(admin, id)
    failure = new Error('socket hang up')
    const crashed = await transcribe(admin, id)
    failure = undefined
    const recovered = await transcribe(admin, id)

    expect([notConfigured.status, notConfigured.body.error]).toEqual([
      503,
      'ERR_TRANSCRIPTION_NOT_CONFIGURED',
    ])
    expect([crashed.status, crashed.body.error]).toEqual([502, 'ERR_TRANSCRIPTION_FAILED'])
    expect(crashed.body.message).not.toContain('socket hang up')
    expect(recovered.body).toEqual({ transcribedText: 'heard: tente de novo' })
  })
})

describe('without a transcription plugin', () => {
  it('answers ERR_TRANSCRIPTION_UNAVAILABLE for an audio the caller may transcribe', async () => {
    const bare = await startTestApp({ env: { DATA_DIR: dataDir } })
    const bareSql = new pg.Client({ connectionString: bare.database.url })
    await bareSql.connect()
    try {
      const bareSeed = conversationSeed(bareSql)
      const contactId = await bareSeed.contact({ companyId: 1 })
      const ticket = await bareSeed.ticket({ companyId: 1, contactId, status: 'open', userId: 1 })
      const stored = await bare.app.kernel.storage.save(1, Buffer.from('sem plugin'), {
        fileName: 'voice.ogg',
        mimeType: 'audio/ogg',
      })
      await bareSql.query(
        `insert into messages (company_id, ticket_id, body, from_me, media_type, media_url, created_at, updated_at)
         values (1, $1, '', false, 'audio', $2, now(), now())`,
        [ticket.id, stored.key],
      )
      const client = await new ApiClient(bare.url).login(TEST_ADMIN)

      const answer = await transcribe(client, stored.key.split('/')[1]!)

      expect([answer.status, answer.body.error]).toEqual([503, 'ERR_TRANSCRIPTION_UNAVAILABLE'])
    } finally {
      await bareSql.end()
      await bare.close()
    }
  })
})

describe('providers at boot', () => {
  const providing = (pluginId: string, provider: unknown) =>
    definePlugin({
      id: pluginId,
      version: '1.0.0',
      contract: '^2.0.0',
      register({ extensions }) {
        extensions.provide(transcriptionProviders, provider as TranscriptionProvider)
      },
    })

  it('refuses to start with a provider whose id is not kebab-case, naming the plugin', async () => {
    const error = await bootFailure({
      plugins: [providing('bad-stt', { ...listeningProvider, id: 'Bad STT' })],
    })
    expect((error as Error).message).toMatch(
      /^plugin "bad-stt": transcription provider id "Bad STT" must be kebab-case/,
    )
  })

  it('refuses to start when two plugins provide the same id', async () => {
    const error = await bootFailure({
      plugins: [providing('first-stt', listeningProvider), providing('second-stt', listeningProvider)],
    })
    expect((error as Error).message).toBe(
      'plugin "second-stt": transcription provider id "listening" is already provided by plugin "first-stt"',
    )
  })
})

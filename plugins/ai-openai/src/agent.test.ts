import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ApiClient,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  type TestCustomer,
  testChannel,
  waitFor,
} from '@atendo/core/testing'
import { type FlowNodeRuntime, flowNodeRuntimes } from '@atendo/plugin-api'
import transcription from '@atendo/plugin-transcription-openai'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import plugin from './index.ts'
import { type FakeOpenAi, handingOver, saying, startFakeOpenAi } from './testing/fake-openai.ts'
import { serviceProbe } from './testing/service-probe.ts'

const channel = testChannel()
const probe = serviceProbe()
const key = 'sk-proj-agent-key-0000abcd'
const instructions =
  'Você é a assistente da Padaria Pão Quente. Responda com educação, em português, sobre pedidos e horários.'

let testApp: TestApp
let admin: ApiClient
let fake: FakeOpenAi
let dataDir: string
let queueId: number
/** The app's log lines (warn and above). */
const logLines: string[] = []
let connectionId: number

async function ticketOf(customer: TestCustomer) {
  return waitFor(async () => {
    const [row] = await operatorEm(testApp).execute<
      { id: number; status: string; queue_id: number | null; automation: string | null }[]
    >(
      `select t.id, t.status, t.queue_id, t.automation from tickets t join contacts c on c.id = t.contact_id
        where c.number = ? order by t.id desc limit 1`,
      [customer.number],
    )
    return row
  })
}

async function handoverOf(ticketId: number) {
  const [row] = await operatorEm(testApp).execute<
    { handed_over_at: Date | null; handover_reason: string | null }[]
  >('select handed_over_at, handover_reason from ai_agent_tickets where ticket_id = ?', [ticketId])
  return row
}

async function usePrompt(changes: Record<string, unknown> = {}) {
  const created = await admin.post('/api/prompt', {
    name: 'Atendente virtual',
    prompt: instructions,
    apiKey: key,
    queueId,
    ...changes,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  await operatorEm(testApp).execute(
    `update connections set options = options || jsonb_build_object('promptId', ?::int) where id = ?`,
    [created.body.id, connectionId],
  )
  return created.body.id as number
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-ai-openai-'))
  fake = await startFakeOpenAi()
  testApp = await startTestApp({
    plugins: [channel.plugin, probe.plugin, transcription, plugin],
    pluginConfig: {
      'ai-openai': { baseUrl: fake.url, speechBaseUrl: fake.speechUrl, timeoutMs: 1_000 },
      'transcription-openai': { baseUrl: fake.url },
    },
    env: { DATA_DIR: dataDir, OUTBOUND_ALLOWED_HOSTS: '127.0.0.1', LOG_LEVEL: 'warn' },
    logDestination: { write: (line: string) => void logLines.push(line) },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  queueId = (await admin.post('/api/queue', { name: 'Atendimento', color: '#0a0b0c' })).body.id
  connectionId = (await channel.connection(testApp)).id
  await admin.put('/api/settings/openaikeyaudio', { value: 'sk-audio-key' })
})

afterAll(async () => {
  await testApp?.close()
  await fake?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => {
  fake.calls.length = 0
  fake.answerChat(() => saying('Olá! Como posso ajudar?'))
})

describe('the OpenAI agent on a connection with a prompt', () => {
  it('answers as the bot with the prompt as system message and the conversation', async () => {
    await usePrompt({ maxTokens: 150, temperature: 0.3 })
    const maria = await channel.customer(testApp)
    await maria.says('Oi, vocês abrem domingo?')

    await waitFor(() => maria.received().includes('Olá! Como posso ajudar?'))
    const [call] = fake.chats()
    expect(call!.authorization).toBe(`Bearer ${key}`)
    expect(call!.body).toMatchObject({ model: 'gpt-4o-mini', max_tokens: 150, temperature: 0.3 })
    expect(call!.body.messages[0].role).toBe('system')
    expect(call!.body.messages[0].content.startsWith(instructions)).toBe(true)
    expect(call!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'Oi, vocês abrem domingo?' }])
    expect(call!.body.tools[0].function.name).toBe('transferir_para_atendente')
    const ticket = await ticketOf(maria)
    expect(ticket).toMatchObject({ status: 'pending', automation: 'ai-openai.agent' })
  })

  it('sends only the last maxMessages messages of the conversation', async () => {
    await usePrompt({ maxMessages: 3 })
    const joao = await channel.customer(testApp)
    fake.answerChat((call) => saying(`Resposta ${call.body.messages.length}`))
    await joao.says('primeira')
    await waitFor(() => joao.received().length === 1)
    await joao.says('segunda')
    await waitFor(() => joao.received().length === 2)
    await joao.says('terceira')
    await waitFor(() => joao.received().length === 3)

    const last = fake.chats().at(-1)!
    expect(last.body.messages.slice(1).map((line: { content: string }) => line.content)).toEqual([
      'segunda',
      expect.stringMatching(/^Resposta/),
      'terceira',
    ])
  })

  it('hands the ticket to the queue when the customer asks for a person (the tool call), then stays out', async () => {
    await usePrompt()
    const ana = await channel.customer(testApp)
    fake.answerChat(() => handingOver('Claro! Vou chamar um atendente.'))
    await ana.says('Quero falar com uma pessoa')

    await waitFor(() => ana.received().includes('Claro! Vou chamar um atendente.'))
    const ticket = await waitFor(async () => {
      const found = await ticketOf(ana)
      return found.automation === null ? found : undefined
    })
    expect(ticket).toMatchObject({ status: 'pending', queue_id: queueId })
    expect((await handoverOf(ticket.id))?.handover_reason).toBe('customer-asked')

    const calls = fake.chats().length
    await ana.says('Alô?')
    await waitFor(async () => {
      const rows = await operatorEm(testApp).execute<{ ticket_id: number; body: string }[]>(
        `select m.ticket_id, m.body from messages m join contacts c on c.id = m.contact_id
          where c.number = ? order by m.id`,
        [ana.number],
      )
      return rows.some((row) => row.body === 'Alô?')
    })
    expect(fake.chats()).toHaveLength(calls)
  })

  const failures = [
    {
      reason: 'key-refused',
      answer: {
        status: 401,
        body: { error: { message: `Incorrect API key provided: ${key}`, code: 'invalid_api_key' } },
      },
    },
    {
      reason: 'rate-limited',
      answer: { status: 429, body: { error: { message: 'Slow down', code: 'rate_limit_exceeded' } } },
    },
    { reason: 'timed-out', answer: { ...saying('tarde demais'), delayMs: 3_000 } },
  ]
  for (const { reason, answer } of failures) {
    it(`hands the ticket to the attendants when OpenAI fails (${reason})`, async () => {
      await usePrompt()
      const bia = await channel.customer(testApp)
      fake.answerChat(() => answer)
      await bia.says('Bom dia')

      const ticket = await waitFor(async () => {
        const found = await ticketOf(bia)
        return found.automation === null && (await handoverOf(found.id))?.handed_over_at ? found : undefined
      })
      expect(ticket).toMatchObject({ status: 'pending', queue_id: queueId })
      expect((await handoverOf(ticket.id))?.handover_reason).toBe(reason)
      expect(bia.received()).toEqual([])
      const logged = logLines.find(
        (line) => line.includes(`"reason":"${reason}"`) && line.includes(`"ticketId":${ticket.id}`),
      )
      expect(logged).toContain('the ticket goes to the attendants')
      expect(logLines.join('\n')).not.toContain(key)
    })
  }

  it('transcribes a voice note through the transcription plugin before answering', async () => {
    await usePrompt()
    fake.hear('Qual o horário de hoje?')
    const connection = await channel.connection(testApp)
    const number = '5511977776666'
    await probe.voiceNote(
      testApp,
      connection,
      number,
      Buffer.concat([Buffer.from('OggS'), Buffer.alloc(256, 1)]),
    )

    await waitFor(() => fake.chats().length === 1)
    const transcribed = fake.calls.find((call) => call.path.endsWith('/audio/transcriptions'))
    expect(transcribed?.authorization).toBe('Bearer sk-audio-key')
    expect(fake.chats()[0]!.body.messages.slice(1)).toEqual([
      { role: 'user', content: 'Qual o horário de hoje?' },
    ])
    await waitFor(() =>
      channel.sent.some((sent) => sent.to === number && sent.body === 'Olá! Como posso ajudar?'),
    )
  })

  it("answers in the prompt's voice when it is not texto", async () => {
    await usePrompt({ voice: 'Francisca', voiceKey: 'azure-speech-key-0001', voiceRegion: 'brazilsouth' })
    const carla = await channel.customer(testApp)
    fake.answerChat(() => saying('Abrimos às 7 & fechamos às 20.'))
    await carla.says('Que horas abrem?')

    const ticket = await ticketOf(carla)
    const sentAudio = await waitFor(async () => {
      const [row] = await operatorEm(testApp).execute<{ media_type: string; media_url: string }[]>(
        'select media_type, media_url from messages where ticket_id = ? and from_me = true',
        [ticket.id],
      )
      return row
    })
    expect(sentAudio.media_type).toBe('audio')
    const speech = fake.calls.find((call) => call.path === '/tts/brazilsouth/cognitiveservices/v1')!
    expect(speech.speechKey).toBe('azure-speech-key-0001')
    expect(speech.body).toContain('name="pt-BR-FranciscaNeural"')
    expect(speech.body).toContain('Abrimos às 7 &amp; fechamos às 20.')
  })

  it("leaves a customer writing out of the connection's hours to the out-of-hours message", async () => {
    await usePrompt()
    // Open all day every day but today, on the product's clock (São Paulo): closed right now.
    const today = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Sao_Paulo' })
      .format(new Date())
      .toLowerCase()
    const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']
    const schedules = days
      .filter((day) => day !== today)
      .map((day) => ({
        weekday: day,
        weekdayEn: day,
        startTimeA: '00:00',
        endTimeA: '23:59',
        startTimeB: '',
        endTimeB: '',
      }))
    await operatorEm(testApp).execute(
      `update connections set out_of_hours_message = 'Estamos fechados agora.',
         options = options || jsonb_build_object('schedules', ?::jsonb) where id = ?`,
      [JSON.stringify(schedules), connectionId],
    )
    expect(
      (await admin.put('/api/companySettings', { column: 'scheduleType', data: 'connection' })).status,
    ).toBe(200)
    try {
      const davi = await channel.customer(testApp)
      await davi.says('Oi, ainda dá tempo?')
      await waitFor(() => davi.received().includes('Estamos fechados agora.'))
      expect(fake.chats()).toEqual([])
      expect(await ticketOf(davi)).toMatchObject({ status: 'pending', automation: null })
    } finally {
      await admin.put('/api/companySettings', { column: 'scheduleType', data: 'disabled' })
    }
  })
})

describe("the flow builder's OpenAI node", () => {
  const runtime = () =>
    probe
      .extensions()
      .get(flowNodeRuntimes)
      .find((candidate: FlowNodeRuntime) => candidate.kind === 'openai')!

  it('listens on its first turn, answers the next ones, and hands over on request', async () => {
    await operatorEm(testApp).execute(`update connections set options = options - 'promptId' where id = ?`, [
      connectionId,
    ])
    const davi = await channel.customer(testApp)
    await davi.says('Quero encomendar um bolo')
    const ticket = await ticketOf(davi)
    const [{ contact_id: contactId }] = await operatorEm(testApp).execute<{ contact_id: number }[]>(
      'select contact_id from tickets where id = ?',
      [ticket.id],
    )
    const turn = (text: string | null, data: Record<string, unknown> = {}) =>
      runtime().turn({
        companyId: 1,
        ticketId: ticket.id,
        contactId,
        connectionId,
        nodeId: 'node-openai',
        data: { name: 'IA', prompt: instructions, apiKey: key, maxMessages: 5, queueId, ...data },
        text,
        variables: {},
      })

    expect(await turn(null)).toEqual({ status: 'waiting' })
    expect(fake.chats()).toHaveLength(0)

    fake.answerChat(() => saying('Qual sabor você prefere?'))
    expect(await turn('Quero encomendar um bolo')).toEqual({ status: 'waiting' })
    await waitFor(() => davi.received().includes('Qual sabor você prefere?'))
    expect(fake.chats()[0]!.body.max_tokens).toBe(100)

    fake.answerChat(() => handingOver('Um atendente já vem.'))
    expect(await turn('Quero falar com alguém')).toEqual({ status: 'handover' })
    expect((await ticketOf(davi)).queue_id).toBe(queueId)

    fake.answerChat(() => ({ status: 401, body: { error: { message: 'bad key' } } }))
    expect(await turn('oi')).toEqual({ status: 'handover' })
    expect(await turn('oi', { apiKey: '' })).toEqual({ status: 'handover' })
  })
})

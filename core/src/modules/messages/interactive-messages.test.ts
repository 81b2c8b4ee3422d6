import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'
import { type ConversationSeed, conversationSeed } from '../tickets/testing-seed.ts'
import { fakeChannel, fakeProviderId } from './message-test-kit.ts'
import { normalisePixKey, parseAmount } from './pix-message.ts'

const channel = fakeChannel()
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

let testApp: TestApp
let dataDir: string
let sql: pg.Client
let seed: ConversationSeed
let admin: ApiClient
let ticketId: number
const b = {} as { admin: ApiClient; ticketId: number }

const list = {
  title: 'Cardápio',
  text: 'Escolha uma opção',
  buttonText: 'Ver opções',
  sections: [
    {
      title: 'Pizzas',
      rows: [
        { title: 'Margherita', description: 'Tomate e manjericão' },
        { title: 'Calabresa', rowId: 'calabresa' },
      ],
    },
  ],
}

const pix = {
  title: 'Pedido 123',
  sendvalue: '10,50',
  sendkey_type: 'PHONE',
  sendmerchant_name: 'Loja Exemplo',
  sendKey: '(11) 99999-8888',
}

async function storedMessage(id: number) {
  const { rows } = await sql.query(
    'select body, media_type, media_url, data_json from messages where id = $1',
    [id],
  )
  return rows[0]
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atendo-interactive-'))
  testApp = await startTestApp({ plugins: [channel.plugin], env: { DATA_DIR: dataDir } })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  seed = conversationSeed(sql)
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const connection = await seed.connection({ companyId: 1, provider: fakeProviderId })
  const contact = await seed.contact({ companyId: 1, number: '5511933332222' })
  ticketId = (
    await seed.ticket({
      companyId: 1,
      contactId: contact,
      connectionId: connection,
      status: 'open',
      userId: 1,
    })
  ).id

  const company = await seed.company()
  b.admin = await new ApiClient(testApp.url).login(await seed.user({ companyId: company, profile: 'admin' }))
  const bConnection = await seed.connection({ companyId: company, provider: fakeProviderId })
  const bContact = await seed.contact({ companyId: company })
  b.ticketId = (
    await seed.ticket({ companyId: company, contactId: bContact, connectionId: bConnection, status: 'open' })
  ).id
})

afterAll(async () => {
  await sql?.end()
  await testApp?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

beforeEach(() => channel.reset())

describe('list messages', () => {
  it('sends the list to channels that have lists, storing its text and payload', async () => {
    channel.provider.traits.interactive = true
    const answer = await admin.post(`/api/messages/lista/${ticketId}`, list)
    expect(answer.status).toBe(201)
    const [message] = answer.body.messages
    expect(message.mediaType).toBe('listMessage')
    expect(channel.sent[0]!.message).toMatchObject({
      kind: 'interactive',
      interactive: {
        kind: 'list',
        title: 'Cardápio',
        buttonText: 'Ver opções',
        sections: [
          { title: 'Pizzas', rows: [{ title: 'Margherita' }, { title: 'Calabresa', rowId: 'calabresa' }] },
        ],
      },
    })
    expect(message.body).toContain('1. Margherita - Tomate e manjericão')
    expect(JSON.parse((await storedMessage(message.id)).data_json)).toMatchObject({
      kind: 'list',
      title: 'Cardápio',
    })
  })

  it('sends a numbered text to channels without lists', async () => {
    const answer = await admin.post(`/api/messages/lista/${ticketId}`, list)
    expect(answer.status).toBe(201)
    expect(answer.body.messages[0].mediaType).toBeNull()
    expect(channel.sent[0]!.message.kind).toBe('text')
    expect(channel.sent[0]!.message.body).toBe(
      '*Cardápio*\nEscolha uma opção\n\n*Pizzas*\n1. Margherita - Tomate e manjericão\n2. Calabresa',
    )
  })
})

describe('button messages', () => {
  it('sends copy and call buttons, or their text', async () => {
    channel.provider.traits.interactive = true
    const button = {
      title: 'Seu cupom',
      description: 'Válido hoje',
      buttonText: 'Copiar',
      copyText: 'DESCONTO10',
    }
    expect((await admin.post(`/api/messages/copy/${ticketId}`, button)).status).toBe(201)
    const call = { ...button, title: 'Fale conosco', buttonText: 'Ligar', copyText: '+5511933332222' }
    expect((await admin.post(`/api/messages/call/${ticketId}`, call)).status).toBe(201)
    expect(channel.sent.map((sent) => sent.message.interactive)).toEqual([
      expect.objectContaining({ kind: 'copy', copyCode: 'DESCONTO10' }),
      expect.objectContaining({ kind: 'call', phoneNumber: '+5511933332222' }),
    ])

    channel.provider.traits.interactive = false
    await admin.post(`/api/messages/copy/${ticketId}`, button)
    expect(channel.sent[2]!.message).toEqual({
      kind: 'text',
      body: '*Seu cupom*\nVálido hoje\n\nCopiar: DESCONTO10',
    })
  })

  it('sends a link button with its image stored as media', async () => {
    const body = {
      image: `data:image/png;base64,${png.toString('base64')}`,
      title: 'Nova coleção',
      buttonText: 'Abrir loja',
      copyText: 'https://loja.example/colecao',
    }
    channel.provider.traits.interactive = true
    const rich = await admin.post(`/api/messages/URL/${ticketId}`, body)
    expect(rich.status).toBe(201)
    expect(rich.body.messages[0]).toMatchObject({ mediaType: 'interactiveMessage' })
    const payload = channel.sent[0]!.message.interactive as {
      kind: string
      url: string
      image: { path: string }
    }
    expect(payload).toMatchObject({ kind: 'url', url: 'https://loja.example/colecao' })
    expect(await readFile(payload.image.path)).toEqual(png)

    channel.provider.traits.interactive = false
    const plain = await admin.post(`/api/messages/URL/${ticketId}`, body)
    expect(plain.body.messages[0]).toMatchObject({ mediaType: 'image' })
    expect(plain.body.messages[0].mediaUrl).toMatch(/^\/public\/company1\//)
    expect(channel.sent[1]!.message).toMatchObject({
      kind: 'media',
      body: '*Nova coleção*\n\nAbrir loja: https://loja.example/colecao',
      media: { mimeType: 'image/png' },
    })

    const badImage = await admin.post(`/api/messages/URL/${ticketId}`, {
      ...body,
      image: 'data:text/html;base64,PGI+',
    })
    expect(badImage.status).toBe(400)
    expect(channel.sent).toHaveLength(2)
  })
})

describe('PIX messages', () => {
  it('normalises phone keys to +55 when they carry no country code', () => {
    expect(normalisePixKey('PHONE', '(11) 99999-8888')).toBe('+5511999998888')
    expect(normalisePixKey('PHONE', '5511999998888')).toBe('+5511999998888')
    expect(normalisePixKey('PHONE', '+55 11 99999-8888')).toBe('+5511999998888')
    expect(normalisePixKey('CPF', '123.456.789-09')).toBe('12345678909')
    expect(normalisePixKey('CNPJ', '11.222.333/0001-81')).toBe('11222333000181')
    expect(normalisePixKey('CNPJ', '12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(normalisePixKey('EMAIL', ' loja@exemplo.com ')).toBe('loja@exemplo.com')
  })

  it('sends a payment request whose body begins with [PIX] and whose data holds the order', async () => {
    channel.provider.traits.interactive = true
    const answer = await admin.post(`/api/messages/PIX/${ticketId}`, pix)
    expect(answer.status).toBe(201)
    const [message] = answer.body.messages
    expect(message.body.startsWith('[PIX]')).toBe(true)
    expect(message.body).toContain('Chave PIX (PHONE): +5511999998888')
    expect(message.body).toContain('10,50')
    const data = JSON.parse((await storedMessage(message.id)).data_json)
    expect(data.reference_id).toMatch(/^[A-Z0-9]{11}$/)
    expect(data.total_amount).toEqual({ value: 1050, offset: 100 })
    expect(data.order.items[0].name).toBe('Pedido 123')
    expect(data.payment_settings[0].pix_static_code).toEqual({
      key: '+5511999998888',
      merchant_name: 'Loja Exemplo',
      key_type: 'PHONE',
    })
    expect(channel.sent[0]!.message).toMatchObject({ kind: 'interactive', interactive: { kind: 'pix' } })

    const numeric = await admin.post(`/api/messages/PIX/${ticketId}`, {
      ...pix,
      sendvalue: 25,
      sendkey_type: 'EVP',
      sendKey: 'c0ffee00-0000-4000-8000-000000000001',
    })
    expect(JSON.parse((await storedMessage(numeric.body.messages[0].id)).data_json).total_amount.value).toBe(
      2500,
    )
  })

  it('refuses unknown key types and amounts that are not positive', async () => {
    expect(
      (await admin.post(`/api/messages/PIX/${ticketId}`, { ...pix, sendkey_type: 'CELULAR' })).status,
    ).toBe(400)
    const zero = await admin.post(`/api/messages/PIX/${ticketId}`, { ...pix, sendvalue: '0,00' })
    expect(zero.status).toBe(400)
    expect(zero.body.fields).toMatchObject([expect.objectContaining({ field: 'sendvalue' })])
    expect(channel.sent).toEqual([])
  })

  it('reads amounts as the inbox does: decimal comma, dots grouping thousands, whole cents', () => {
    expect(parseAmount('10,50')).toBe(10.5)
    expect(parseAmount('R$ 1.234,56')).toBe(1234.56)
    expect(parseAmount('1.234')).toBe(1234)
    expect(parseAmount('10.5')).toBe(10.5)
    expect(parseAmount(25)).toBe(25)
    expect(parseAmount(19.99)).toBe(19.99)
    for (const wrong of ['1.2345', '10,505', 'abc', '', '-5', 12.345, 0]) {
      expect(() => parseAmount(wrong)).toThrow(expect.objectContaining({ code: 'ERR_VALIDATION' }))
    }
  })
})

describe('ticket checks', () => {
  it("answers 'ID do Ticket inválido.' for a non-numeric id", async () => {
    const requests: [string, unknown][] = [
      ['/api/messages/lista/abc', list],
      ['/api/messages/PIX/12a', pix],
      ['/api/messages/copy/-1', { title: 't', buttonText: 'b', copyText: 'c' }],
      ['/api/messages/URL/undefined', { title: 't', buttonText: 'b', copyText: 'https://x.example' }],
    ]
    for (const [path, body] of requests) {
      const answer = await admin.post(path, body)
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe('ID do Ticket inválido.')
    }
    expect(channel.sent).toEqual([])
  })

  it("refuses closed tickets and other companies' tickets, sending nothing", async () => {
    const contact = await seed.contact({ companyId: 1 })
    const closed = await seed.ticket({ companyId: 1, contactId: contact, status: 'closed' })
    const answer = await admin.post(`/api/messages/PIX/${closed.id}`, pix)
    expect(answer.status).toBe(400)
    expect(answer.body.error).toBe('ERR_TICKET_NOT_OPEN')

    for (const path of [`/api/messages/lista/${b.ticketId}`, `/api/messages/PIX/${b.ticketId}`]) {
      const cross = await admin.post(path, path.includes('PIX') ? pix : list)
      expect(cross.status).toBe(404)
    }
    expect((await b.admin.post(`/api/messages/lista/${ticketId}`, list)).status).toBe(404)
    const { rows } = await sql.query('select count(*)::int as n from messages where ticket_id = $1', [
      b.ticketId,
    ])
    expect(rows[0].n).toBe(0)
    expect(channel.sent).toEqual([])
  })
})

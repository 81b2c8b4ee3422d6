import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
  waitFor,
} from '../../core/src/testing/index.ts'
import channelApiPlugin from '../../plugins/channel-api/src/index.ts'
import flowsPlugin from '../../plugins/flows/src/index.ts'

/**
 * The flow builder of the inbox in a real headless Chromium against the real server: a flow made
 * in the list, three nodes (Início, a content card, a menu) added from the floating menu, pulled
 * apart and joined BY MOUSE on the canvas, saved; the flow set as an API-channel connection's
 * welcome flow; a new contact writing to the connection receives the flow's messages at the
 * integrator's webhook (a local HTTP server). Also the page widths the spec asks for.
 */

const deliveries: { to: { address: string }; message: { kind: string; body: string } }[] = []
let receiver: Server
let testApp: TestApp
let browser: Browser
let admin: ApiClient
let connectionId: number
let connectionToken: string

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      deliveries.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      response.end('ok')
    })
  })
  receiver.listen(0, '127.0.0.1')
  await once(receiver, 'listening')
  testApp = await startTestApp({
    plugins: [channelApiPlugin, flowsPlugin],
    pluginConfig: { 'channel-api': { deliveryBackoffMs: 100 } },
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  const connection = await admin.post('/api/whatsapp', {
    name: 'Loja API',
    channel: 'api',
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
  })
  expect(connection.status).toBe(201)
  connectionId = connection.body.id
  await waitFor(async () => (await admin.get(`/api/whatsapp/${connectionId}`)).body.status === 'CONNECTED')
  const [row] = await operatorEm(testApp).execute<{ token: string }[]>(
    'select token from connections where id = ?',
    [connectionId],
  )
  connectionToken = row!.token
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
})

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
  receiver?.closeAllConnections()
  await new Promise((resolve) => receiver?.close(resolve))
})

async function loggedIn(viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(TEST_ADMIN.email)
  await page.getByLabel('Senha', { exact: true }).fill(TEST_ADMIN.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** Presses the mouse on `from`, moves it in steps to a point of the page or onto `to`, and lets go. */
async function drag(page: Page, from: Locator, to: Locator | { x: number; y: number }) {
  const start = await from.boundingBox()
  if (!start) throw new Error('nothing to drag')
  const x = start.x + start.width / 2
  const y = start.y + start.height / 2
  let endX: number
  let endY: number
  if ('x' in to) {
    endX = to.x
    endY = to.y
  } else {
    const end = await to.boundingBox()
    if (!end) throw new Error('nowhere to drop')
    endX = end.x + end.width / 2
    endY = end.y + end.height / 2
  }
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(endX, endY, { steps: 12 })
  await page.mouse.up()
}

const slow = 180_000

/** A real 1×1 PNG, so the browser can draw it. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

describe('flow builder', () => {
  it(
    'builds a three-node flow by mouse, saves it, and a new contact of the welcome connection receives it',
    async () => {
      const page = await loggedIn()
      await page.getByRole('navigation').getByRole('link', { name: 'Fluxos de conversa' }).click()
      await page.waitForURL(/\/flowbuilders$/)
      expect(await overflows(page)).toBe(false)

      await page.getByRole('button', { name: 'Adicionar Fluxo' }).click()
      const nameDialog = page.getByRole('dialog', { name: 'Adicionar Fluxo' })
      await nameDialog.getByLabel('Nome').fill('B')
      await nameDialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => nameDialog.getByText('Muito curto!').count()).toBe(1)
      await nameDialog.getByLabel('Nome').fill('Boas-vindas da loja')
      await nameDialog.getByRole('button', { name: 'Salvar' }).click()
      await page.getByRole('link', { name: 'Editar fluxo: Boas-vindas da loja' }).click()
      await page.waitForURL(/\/flowbuilder\/\d+$/)
      const flowId = Number(page.url().split('/').pop())
      await expect.poll(() => page.getByRole('heading', { name: 'Desenhe seu fluxo' }).count()).toBe(1)

      // Início, from the floating menu.
      const addNode = page.getByRole('button', { name: 'Adicionar bloco' })
      const kinds = page.locator('.flow-add-list')
      await addNode.click()
      await kinds.getByRole('button', { name: 'Inicio', exact: true }).click()
      const startNode = page.locator('.react-flow__node-start')
      await expect.poll(() => startNode.count()).toBe(1)

      // A content node: an empty text card is refused with the spec's message, then filled.
      await addNode.click()
      await kinds.getByRole('button', { name: 'Conteúdo', exact: true }).click()
      const content = page.getByRole('dialog', { name: 'Adicionar menu ao fluxo' })
      await content.getByRole('button', { name: '+ Texto' }).click()
      await content.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => content.getByText('Campos de mensagem vazio!').count()).toBe(1)
      await content.getByLabel('Mensagem').fill('Olá {{name}}, bem-vindo à loja!')
      await content.getByRole('button', { name: 'Salvar' }).click()
      const contentNode = page.locator('.react-flow__node-singleBlock')
      await expect.poll(() => contentNode.count()).toBe(1)

      // A menu node with two options.
      await addNode.click()
      await kinds.getByRole('button', { name: 'Menu', exact: true }).click()
      const menu = page.getByRole('dialog', { name: 'Adicionar Menu ao fluxo' })
      await menu.getByLabel('Mensagem').fill('Escolha uma opção')
      await menu.getByRole('textbox', { name: 'Opção 1' }).fill('Vendas')
      await menu.getByRole('button', { name: 'Adicionar opção' }).click()
      await menu.getByRole('textbox', { name: 'Opção 2' }).fill('Suporte')
      await menu.getByRole('button', { name: 'Salvar' }).click()
      const menuNode = page.locator('.react-flow__node-menu')
      await expect.poll(() => menuNode.count()).toBe(1)
      // Each new node lands 40 px right of the last one, over it: pulled apart by mouse, the top
      // one first.
      const canvas = (await page.getByTestId('flow-canvas').boundingBox())!
      await drag(page, menuNode.locator('.flow-node-head strong'), { x: canvas.x + 560, y: canvas.y + 120 })
      await drag(page, contentNode.locator('.flow-node-head strong'), {
        x: canvas.x + 300,
        y: canvas.y + 320,
      })

      // Joined by mouse: Início → content → menu.
      await drag(
        page,
        startNode.locator('.react-flow__handle.source'),
        contentNode.locator('.react-flow__handle.target'),
      )
      await drag(
        page,
        contentNode.locator('.react-flow__handle.source'),
        menuNode.locator('.react-flow__handle.target'),
      )
      await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(2)

      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect.poll(() => page.getByText('Fluxo salvo com sucesso').count()).toBeGreaterThan(0)
      // One session per user: the browser's sign-in ended the API client's, so it signs in again.
      admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const stored = (await admin.get(`/api/flowbuilder/flow/${flowId}`)).body.flow.flow
      expect(stored.nodes.map((node: { type: string }) => node.type)).toEqual([
        'start',
        'singleBlock',
        'menu',
      ])
      expect(stored.nodes.every((node: { id: string }) => /^[A-Za-z0-9]{30}$/.test(node.id))).toBe(true)
      expect(stored.connections).toHaveLength(2)
      expect(stored.connections[1].source).toBe(stored.nodes[1].id)
      expect(stored.connections[1].target).toBe(stored.nodes[2].id)

      // The flow welcomes the connection's new contacts.
      const set = await admin.put(`/api/whatsapp/${connectionId}`, { flowIdWelcome: flowId })
      expect(set.status, JSON.stringify(set.body)).toBe(200)
      const inbound = await fetch(`${testApp.url}/api/channel-api/${connectionId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${connectionToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          externalId: 'flow-e2e-1',
          from: { number: '5511966660001', name: 'Renata' },
          body: 'Oi',
        }),
      })
      expect(inbound.status).toBe(202)
      const received = () => deliveries.filter((delivery) => delivery.to.address === '5511966660001')
      await expect.poll(() => received().length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
      expect(received()[0]!.message.body).toBe('Olá Renata, bem-vindo à loja!')
      expect(received()[1]!.message.body).toContain('Escolha uma opção')
      expect(received()[1]!.message.body).toContain('Vendas')
      await page.context().close()
    },
    slow,
  )

  it(
    'searches, renames, switches off, duplicates and deletes flows; duplicates and removes nodes on the canvas',
    async () => {
      admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const flowId = (await admin.post('/api/flowbuilder', { name: 'Atendimento noturno' })).body.id
      await admin.post('/api/flowbuilder/flow', {
        idFlow: flowId,
        nodes: [
          { id: 'inicio', type: 'start', position: { x: 0, y: 0 }, data: {} },
          { id: 'espera', type: 'interval', position: { x: 300, y: 0 }, data: { sec: 5 } },
        ],
        connections: [{ source: 'inicio', target: 'espera' }],
      })
      const page = await loggedIn()
      await page.goto(`${testApp.url}/flowbuilders`)
      await page.getByLabel('Pesquisar').fill('NOTURNO')
      // The search box lower-cases what is typed; the list keeps only the match.
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
      expect(await page.getByLabel('Pesquisar').inputValue()).toBe('noturno')

      await page.getByRole('button', { name: 'Editar nome: Atendimento noturno' }).click()
      const rename = page.getByRole('dialog', { name: 'Editar Fluxo' })
      await rename.getByLabel('Nome').fill('Plantão noturno')
      await rename.getByRole('button', { name: 'Salvar' }).click()
      await expect
        .poll(() => page.getByRole('link', { name: 'Editar fluxo: Plantão noturno' }).count())
        .toBe(1)

      const row = page.getByRole('row', { name: /Plantão noturno/ })
      await row.getByRole('checkbox').click()
      await expect.poll(() => row.getByText('Desativado').count()).toBe(1)

      await page.getByLabel('Pesquisar').fill('')
      await page.getByRole('button', { name: 'Duplicar: Plantão noturno' }).click()
      await page.getByRole('dialog', { name: 'Duplicar' }).getByRole('button', { name: 'Sim' }).click()
      await expect.poll(() => page.getByText('Fluxo duplicado com sucesso').count()).toBeGreaterThan(0)
      await expect
        .poll(() => page.getByRole('link', { name: 'Editar fluxo: Plantão noturno - copy' }).count())
        .toBe(1)
      await page.getByRole('button', { name: 'Excluir: Plantão noturno - copy' }).click()
      const warning = page.getByRole('dialog', { name: 'Excluir' })
      expect(await warning.getByText('Todas as integrações relacionados serão perdidos.').count()).toBe(1)
      await warning.getByRole('button', { name: 'Sim' }).click()
      await expect.poll(() => page.getByText('Fluxo excluído com sucesso').count()).toBeGreaterThan(0)
      await expect
        .poll(() => page.getByRole('link', { name: 'Editar fluxo: Plantão noturno - copy' }).count())
        .toBe(0)
      const [flow] = await operatorEm(testApp).execute<{ name: string; active: boolean }[]>(
        'select name, active from flows where id = ?',
        [flowId],
      )
      expect(flow).toEqual({ name: 'Plantão noturno', active: false })

      // On the canvas: the duplicate icon copies a node 240 px right of the rightmost; the delete
      // icon removes one with its connections; Backspace removes the highlighted node.
      await page.getByRole('link', { name: 'Editar fluxo: Plantão noturno' }).click()
      const interval = page.locator('.react-flow__node-interval')
      await expect.poll(() => interval.count()).toBe(1)
      await interval.getByRole('button', { name: 'Duplicar bloco' }).click()
      await expect.poll(() => interval.count()).toBe(2)
      await interval.nth(1).locator('.flow-node-head strong').click()
      await expect.poll(() => interval.nth(1).locator('.is-highlighted').count()).toBe(1)
      await page.keyboard.press('Backspace')
      await expect.poll(() => interval.count()).toBe(1)
      await interval.getByRole('button', { name: 'Excluir bloco' }).click()
      await expect.poll(() => interval.count()).toBe(0)
      await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(0)
      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect.poll(() => page.getByText('Fluxo salvo com sucesso').count()).toBeGreaterThan(0)
      const [stored] = await operatorEm(testApp).execute<
        { nodes: { id: string }[]; connections: unknown[] }[]
      >('select nodes, connections from flows where id = ?', [flowId])
      expect(stored!.nodes.map((node) => node.id)).toEqual(['inicio'])
      expect(stored!.connections).toEqual([])
      await page.context().close()
    },
    slow,
  )

  it(
    'creates, edits and deletes a phrase campaign, at 1280×720 and on a phone',
    async () => {
      // An earlier browser sign-in ended the API client's session (one per user).
      admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const flowId = (await admin.post('/api/flowbuilder', { name: 'Promoção de Natal' })).body.id
      const page = await loggedIn()
      await page.goto(`${testApp.url}/phrase-lists`)
      await expect.poll(() => page.getByRole('heading', { name: 'Campanhas' }).count()).toBe(1)
      await page.getByRole('button', { name: 'Criar campanha' }).click()
      const create = page.getByRole('dialog', { name: 'Criar campanha' })
      // Name, flow and phrase are required.
      await create.getByRole('button', { name: 'Criar campanha' }).click()
      await expect.poll(() => create.getByText('Campo obrigatório').count()).toBe(3)
      await create.getByLabel('Nome do disparo').fill('Natal')
      // The flow picker searches (on the server: any page of flows).
      await create.getByLabel('Pesquisar fluxo').fill('NATAL')
      const flowPicker = create.getByLabel('Fluxo', { exact: true })
      await expect.poll(() => flowPicker.locator('option').count()).toBe(2)
      await flowPicker.selectOption(String(flowId))
      await create.getByLabel('Conexão').selectOption(String(connectionId))
      await create.getByLabel('Frase de disparo').fill('promoção de natal')
      await create.getByRole('button', { name: 'Criar campanha' }).click()
      await expect.poll(() => page.getByText('Frase criada com sucesso!').count()).toBeGreaterThan(0)
      const row = page.getByRole('row', { name: /Natal/ })
      await expect.poll(() => row.getByText('promoção de natal', { exact: true }).count()).toBe(1)
      expect(await overflows(page)).toBe(false)
      await page.context().close()

      // On a phone: edited (phrase, status off), then deleted.
      const phone = await loggedIn({ width: 390, height: 844 })
      await phone.goto(`${testApp.url}/phrase-lists`)
      await phone.getByRole('button', { name: 'Editar campanha: Natal' }).click()
      const edit = phone.getByRole('dialog', { name: 'Editar campanha' })
      expect(await edit.getByLabel('Frase de disparo').inputValue()).toBe('promoção de natal')
      await edit.getByLabel('Frase de disparo').fill('natal premiado')
      await edit.getByLabel('Status').uncheck()
      expect(await overflows(phone)).toBe(false)
      await edit.getByRole('button', { name: 'Salvar campanha' }).click()
      await expect.poll(() => phone.getByText('Frase alterada com sucesso!').count()).toBeGreaterThan(0)
      const edited = phone.getByRole('row', { name: /Natal/ })
      await expect.poll(() => edited.getByText('natal premiado', { exact: true }).count()).toBe(1)
      expect(await edited.getByText('Desativado').count()).toBe(1)
      const [stored] = await operatorEm(testApp).execute<
        { phrase: string; status: boolean; whatsapp_id: number; flow_id: number }[]
      >("select phrase, status, whatsapp_id, flow_id from flows_phrase_campaigns where name = 'Natal'")
      expect(stored).toEqual({
        phrase: 'natal premiado',
        status: false,
        whatsapp_id: connectionId,
        flow_id: flowId,
      })
      expect(await overflows(phone)).toBe(false)
      await phone.getByRole('button', { name: 'Excluir campanha: Natal' }).click()
      await phone
        .getByRole('dialog', { name: 'Excluir campanha' })
        .getByRole('button', { name: 'Sim' })
        .click()
      await expect.poll(() => phone.getByText('Frase deletada').count()).toBeGreaterThan(0)
      await expect.poll(() => phone.getByRole('row', { name: /Natal/ }).count()).toBe(0)
      expect(
        await operatorEm(testApp).execute("select 1 from flows_phrase_campaigns where name = 'Natal'"),
      ).toHaveLength(0)
      await phone.context().close()
    },
    slow,
  )

  it(
    "edits an older flow's image node, reorders and previews content cards, and masks the OpenAI key",
    async () => {
      // Made through the API before the browser signs in (one session per user).
      admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const upload = async (name: string) => {
        const form = new FormData()
        form.append('medias', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), name)
        return (await admin.post('/api/flowbuilder/img', form)).body.name as string
      }
      const oldImage = await upload('antiga.png')
      const cardImage = await upload('card.png')
      const flowId = (await admin.post('/api/flowbuilder', { name: 'Fluxo antigo' })).body.id
      const saved = await admin.post('/api/flowbuilder/flow', {
        idFlow: flowId,
        nodes: [
          { id: 'foto', type: 'img', position: { x: 0, y: 0 }, data: { url: oldImage } },
          {
            id: 'bloco',
            type: 'singleBlock',
            position: { x: 300, y: 0 },
            data: {
              seq: ['message1', 'img2'],
              elements: [
                { number: 'message1', type: 'message', value: 'Primeiro' },
                { number: 'img2', type: 'img', value: cardImage, original: 'card.png' },
              ],
            },
          },
        ],
        connections: [{ source: 'foto', target: 'bloco' }],
      })
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)

      const page = await loggedIn()
      await page.goto(`${testApp.url}/flowbuilder/${flowId}`)
      const imageNode = page.locator('.react-flow__node-img')
      await expect.poll(() => imageNode.count()).toBe(1)
      await imageNode.locator('.flow-node-head strong').dblclick()
      const imageDialog = page.getByRole('dialog', { name: 'Editar Imagem' })
      // The stored file shows through its signed link.
      const shown = imageDialog.locator('[data-preview="img"] img')
      await expect
        .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      expect((await shown.boundingBox())?.width).toBeGreaterThan(0)
      await imageDialog
        .getByLabel('Arquivo: Imagem')
        .setInputFiles({ name: 'nova.png', mimeType: 'image/png', buffer: tinyPng })
      await expect.poll(() => imageDialog.getByText('nova.png').count()).toBeGreaterThan(0)
      await imageDialog.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => imageDialog.count()).toBe(0)

      const contentNode = page.locator('.react-flow__node-singleBlock')
      await contentNode.locator('.flow-node-head strong').dblclick()
      const content = page.getByRole('dialog', { name: 'Editar conteúdo' })
      const cardPreview = content.locator('[data-preview="img"] img')
      await expect
        .poll(() =>
          cardPreview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true)
      expect((await cardPreview.boundingBox())?.width).toBeGreaterThan(0)
      await content.getByRole('button', { name: 'Mover para baixo: Texto 1' }).click()
      expect(await content.locator('.flow-content-card').first().getAttribute('data-card')).toBe('img')
      await content.getByRole('button', { name: 'Salvar' }).click()
      await expect.poll(() => content.count()).toBe(0)

      // The OpenAI dialog masks the key until asked to show it.
      await page.getByRole('button', { name: 'Adicionar bloco' }).click()
      await page.locator('.flow-add-list').getByRole('button', { name: 'OpenAI', exact: true }).click()
      const openAi = page.getByRole('dialog', { name: 'Adicionar OpenAI ao fluxo' })
      const key = openAi.getByLabel('Chave da API')
      await key.fill('sk-segredo')
      expect(await key.getAttribute('type')).toBe('password')
      await openAi.getByRole('button', { name: 'Mostrar chave' }).click()
      expect(await key.getAttribute('type')).toBe('text')
      await openAi.getByRole('button', { name: 'Ocultar chave' }).click()
      expect(await key.getAttribute('type')).toBe('password')
      await openAi.getByRole('button', { name: 'Cancelar' }).click()

      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect.poll(() => page.getByText('Fluxo salvo com sucesso').count()).toBeGreaterThan(0)
      const [row] = await operatorEm(testApp).execute<
        { nodes: { id: string; data: Record<string, unknown> }[] }[]
      >('select nodes from flows where id = ?', [flowId])
      const image = row!.nodes.find((node) => node.id === 'foto')!
      expect(image.data.url).toMatch(/^company1\//)
      expect(image.data.url).not.toBe(oldImage)
      const block = row!.nodes.find((node) => node.id === 'bloco')!
      expect(block.data.seq).toEqual(['img2', 'message1'])
      await page.context().close()
    },
    slow,
  )

  it(
    'keeps the canvas and the lists within the window at 1440×900 and on a phone',
    async () => {
      admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
      const flowId = (await admin.post('/api/flowbuilder', { name: 'Largura' })).body.id
      expect(flowId).toBeGreaterThan(0)
      for (const viewport of [
        { width: 1440, height: 900 },
        { width: 390, height: 844 },
      ]) {
        const page = await loggedIn(viewport)
        // (The browser's sign-in ends the API client's session: the flow is made before it.)
        for (const path of ['/flowbuilders', `/flowbuilder/${flowId}`, '/phrase-lists']) {
          await page.goto(`${testApp.url}${path}`)
          await expect.poll(() => page.locator('h1').count()).toBeGreaterThan(0)
          expect(await overflows(page), `${path} at ${viewport.width}`).toBe(false)
        }
        await page.context().close()
      }
    },
    slow,
  )
})

import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, tinyPng as png, startInboxHarness } from './inbox-harness.ts'

/**
 * The conversation input's richer sends in a real headless Chromium against the real server: a
 * quick reply with its file, an image through the media preview with a caption, a photo from the (fake) camera, and a PIX
 * payment request and a link button from the interactive-message sender. Each checks the stored
 * message and the conversation showing it.
 */

let inbox: InboxHarness

beforeAll(async () => {
  inbox = await startInboxHarness()
})

afterAll(async () => {
  await inbox?.close()
})

/** A new ticket from this contact, opened and accepted by the admin in a fresh browser context. */
async function openAcceptedTicket(
  number: string,
  name: string,
  body: string,
  permissions: string[] = [],
): Promise<{ context: BrowserContext; page: Page; uuid: string }> {
  await inbox.inbound(number, name, body)
  const uuid = await inbox.ticketUuidOf(number)
  const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (permissions.length > 0) await context.grantPermissions(permissions, { origin: inbox.testApp.url })
  const page = await context.newPage()
  await inbox.login(page, TEST_ADMIN)
  await page.goto(`${inbox.testApp.url}/tickets/${uuid}`)
  await page.getByText(body).waitFor()
  await inbox.accept(page)
  return { context, page, uuid }
}

async function chooseInAttachMenu(page: Page, entry: string | RegExp) {
  await page.getByRole('button', { name: 'Anexar' }).click()
  await page.getByRole('menuitem', { name: entry }).click()
}

/** The messages the attendant sent on this ticket, oldest first. */
async function sentMessages(uuid: string) {
  const sent = await inbox.sql.query(
    `select m.body, m.media_type, m.media_url, m.data_json from messages m
     join tickets t on t.id = m.ticket_id where t.uuid = $1 and m.from_me order by m.id`,
    [uuid],
  )
  return sent.rows as {
    body: string
    media_type: string | null
    media_url: string | null
    data_json: string | null
  }[]
}

describe('conversation input: media, camera and interactive messages', () => {
  it("sends a quick reply's file with its text", async () => {
    const admin = await new ApiClient(inbox.testApp.url).login(TEST_ADMIN)
    const reply = await admin.post('/api/quick-messages', {
      shortcode: 'catalogo',
      message: 'Segue nosso catálogo',
    })
    expect(reply.status).toBe(201)
    const form = new FormData()
    form.append('typeArch', 'quickMessage')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'catalogo.png')
    expect((await admin.post(`/api/quick-messages/${reply.body.id}/media-upload`, form)).status).toBe(200)

    const { context, page, uuid } = await openAcceptedTicket(
      '5511933332222',
      'Cliente Catálogo',
      'Tem catálogo?',
    )
    const input = page.getByLabel('Digite uma mensagem')
    await input.fill('/cata')
    await page.getByRole('option', { name: /catalogo/ }).waitFor()
    await input.press('Enter')
    await page.getByText('Anexo da resposta rápida: catalogo.png').waitFor()
    await input.press('Enter')
    await page.locator('.message-row.mine', { hasText: 'Segue nosso catálogo' }).locator('img').waitFor()
    expect(await sentMessages(uuid)).toEqual([
      expect.objectContaining({
        body: 'Segue nosso catálogo',
        media_type: 'image',
        media_url: expect.stringMatching(/\.png$/),
      }),
    ])
    await context.close()
  }, 60_000)

  it('previews an attached image and sends it with a caption', async () => {
    const { context, page, uuid } = await openAcceptedTicket('5511966667777', 'Cliente Foto', 'Manda a foto?')
    const chooser = page.waitForEvent('filechooser')
    await chooseInAttachMenu(page, /^Arquivos/)
    await (await chooser).setFiles({ name: 'produto.png', mimeType: 'image/png', buffer: png })

    const preview = page.getByRole('dialog', { name: 'Enviar arquivos' })
    const thumbnail = preview.getByRole('img', { name: 'produto.png' })
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), { timeout: 10_000 })
      .toBe(8)
    await preview.getByLabel('Legenda de produto.png').fill('Foto do produto')
    await preview.getByRole('button', { name: 'Enviar' }).click()
    await preview.waitFor({ state: 'detached' })

    const row = page.locator('.message-row.mine', { hasText: 'Foto do produto' })
    await row.locator('img').waitFor({ timeout: 10_000 })
    expect(await sentMessages(uuid)).toEqual([
      expect.objectContaining({
        body: 'Foto do produto',
        media_type: 'image',
        media_url: expect.stringMatching(/\.png$/),
      }),
    ])
    await context.close()
  }, 60_000)

  it('takes a photo with the camera and sends it as an image', async () => {
    const { context, page, uuid } = await openAcceptedTicket(
      '5511955554444',
      'Cliente Câmera',
      'Pode mostrar pela câmera?',
      ['camera'],
    )
    await chooseInAttachMenu(page, 'Câmera')
    const camera = page.getByRole('dialog', { name: 'Câmera' })
    const capture = camera.getByRole('button', { name: 'Capturar foto' })
    await expect.poll(() => capture.isEnabled(), { timeout: 10_000 }).toBe(true)
    // Chromium's fake camera draws frames: wait for one before capturing.
    await expect
      .poll(() =>
        camera.getByLabel('Imagem ao vivo da câmera').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0)
    await capture.click()
    await camera.getByRole('img', { name: 'Foto capturada' }).waitFor()
    await camera.getByLabel('Legenda').fill('Foto da câmera')
    await camera.getByRole('button', { name: 'Enviar' }).click()
    await camera.waitFor({ state: 'detached' })

    await page
      .locator('.message-row.mine', { hasText: 'Foto da câmera' })
      .locator('img')
      .waitFor({ timeout: 10_000 })
    const [photo] = await sentMessages(uuid)
    expect(photo).toEqual(
      expect.objectContaining({
        body: 'Foto da câmera',
        media_type: 'image',
        media_url: expect.stringMatching(/\.jpg$/),
      }),
    )
    await context.close()
  }, 60_000)

  it('sends a PIX payment request and a link button from the interactive-message sender', async () => {
    const { context, page, uuid } = await openAcceptedTicket('5511944443333', 'Cliente PIX', 'Como eu pago?')
    await chooseInAttachMenu(page, 'Mensagem interativa')
    let dialog = page.getByRole('dialog', { name: 'Mensagem interativa' })
    await dialog.getByLabel('Tipo de mensagem').selectOption({ label: 'Cobrança PIX' })
    await dialog.getByLabel('Título', { exact: true }).fill('Pedido 42')
    await dialog.getByLabel('Valor (R$)').fill('49,90')
    await dialog.getByLabel('Tipo de chave PIX').selectOption('PHONE')
    await dialog.getByLabel('Chave PIX', { exact: true }).fill('(11) 98765-4321')
    await dialog.getByText('Será enviada como +5511987654321').waitFor()
    await dialog.getByLabel('Nome do beneficiário').fill('Loja Exemplo')
    await dialog.getByRole('button', { name: 'Enviar' }).click()
    await dialog.waitFor({ state: 'detached' })
    // Shown as a payment card: the amount in reais with two decimals, the key and the item.
    const card = page.locator('.message-row.mine', { hasText: 'Cobrança PIX' })
    await card.getByText('+5511987654321 (PHONE)').waitFor()
    expect(await card.locator('.pix-amount').textContent()).toMatch(/^R\$\s49,90$/)
    expect(await card.getByText('Pedido 42').count()).toBe(2)
    expect(await card.getByText('Loja Exemplo').count()).toBe(1)

    await chooseInAttachMenu(page, 'Mensagem interativa')
    dialog = page.getByRole('dialog', { name: 'Mensagem interativa' })
    await dialog.getByLabel('Tipo de mensagem').selectOption({ label: 'Botão de link' })
    await dialog.getByLabel('Título', { exact: true }).fill('Acompanhe seu pedido')
    await dialog.getByLabel('Texto do botão').fill('Rastrear')
    await dialog.getByLabel('Link (https://...)').fill('rastreio.example.com/42')
    await dialog.getByRole('button', { name: 'Enviar' }).click()
    await dialog.getByText('O link deve começar com http:// ou https://').waitFor()
    await dialog.getByLabel('Link (https://...)').fill('https://rastreio.example.com/42')
    await dialog
      .getByLabel('Imagem (opcional)')
      .setInputFiles({ name: 'caixa.png', mimeType: 'image/png', buffer: png })
    await dialog.getByRole('img', { name: 'caixa.png' }).waitFor()
    await dialog.getByRole('button', { name: 'Enviar' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page
      .locator('.message-row.mine', { hasText: 'Rastrear: https://rastreio.example.com/42' })
      .waitFor()

    const [pix, link] = await sentMessages(uuid)
    expect(pix!.body.startsWith('[PIX]')).toBe(true)
    expect(JSON.parse(pix!.data_json!)).toMatchObject({
      total_amount: { value: 4990, offset: 100 },
      order: { items: [{ name: 'Pedido 42' }] },
    })
    // The API channel has no interactive messages: the link goes as its text with the image.
    expect(link).toEqual(
      expect.objectContaining({
        body: expect.stringContaining('Rastrear: https://rastreio.example.com/42'),
        media_type: 'image',
        media_url: expect.stringMatching(/\.png$/),
      }),
    )
    await context.close()
  }, 60_000)
})

import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN } from '../../core/src/testing/index.ts'
import { type InboxHarness, startInboxHarness } from './inbox-harness.ts'

/**
 * A support team's first days in a real headless Chromium (issue 23): an admin's search honours
 * "show all", quick-reply variables are filled before they reach the customer, the signature
 * default shown is the one applied, signup is offered only when the platform allows it, the
 * transfer message says it goes to the customer, and a conversation shows a loading state (not
 * "Diga olá") while its history loads.
 */

let inbox: InboxHarness
const screenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

// Starting the server and Chromium takes long on a busy machine.
beforeAll(async () => {
  inbox = await startInboxHarness()
}, 180_000)

afterAll(async () => {
  await inbox?.close()
})

const newPage = async () => {
  const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
  return { context, page: await context.newPage() }
}

describe("a support team's day", { timeout: 90_000 }, () => {
  it("finds a ticket an attendant resolved when an admin searches with 'show all'", async () => {
    await inbox.inbound('5511955550001', 'Cliente Resolvido', 'Meu pedido chegou, obrigado')
    const uuid = await inbox.ticketUuidOf('5511955550001')
    await inbox.sql.query(`update tickets set status = 'closed', user_id = $1 where uuid = $2`, [
      inbox.agent.id,
      uuid,
    ])
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.getByRole('button', { name: 'Mostrar todos' }).click()
      await page.getByLabel('Buscar atendimento e mensagens').fill('Cliente Resolvido')
      await page.getByRole('option', { name: /Cliente Resolvido/ }).waitFor()
    } finally {
      await context.close()
    }
  })

  it('fills quick-reply variables and signs by default, with the sign checkbox shown', async () => {
    // The company never saved sendSignMessage: its default (enabled) is what applies.
    await inbox.sql.query(`delete from company_settings where company_id = 1 and key = 'sendSignMessage'`)
    const admin = await new ApiClient(inbox.testApp.url).login(TEST_ADMIN)
    const reply = await admin.post('/api/quick-messages', {
      shortcode: 'saudacao',
      message: 'Olá {{firstName}}! Seu protocolo é {{protocol}}.',
    })
    expect(reply.status).toBe(201)
    await inbox.inbound('5511955550002', 'Marina Souza', 'Oi, bom dia')
    const uuid = await inbox.ticketUuidOf('5511955550002')
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/tickets/${uuid}`)
      await page.getByText('Oi, bom dia').waitFor()
      await inbox.accept(page)
      const sign = page.getByLabel('Assinar mensagem')
      expect(await sign.isChecked()).toBe(true)
      const input = page.getByLabel('Digite uma mensagem')
      await input.fill('/sauda')
      await page.getByRole('option', { name: /saudacao/ }).waitFor()
      await input.press('Enter')
      await input.press('Enter')
      await page.locator('.message-row.mine', { hasText: 'Olá Marina!' }).waitFor()
      const sent = await inbox.sql.query(
        `select m.body from messages m join tickets t on t.id = m.ticket_id
         where t.uuid = $1 and m.from_me order by m.id desc limit 1`,
        [uuid],
      )
      const adminName = (await inbox.sql.query(`select name from users where email = $1`, [TEST_ADMIN.email]))
        .rows[0].name
      expect(sent.rows[0].body).toMatch(
        new RegExp(`^\\*${adminName}:\\*\\nOlá Marina! Seu protocolo é \\d+\\.$`),
      )
      expect(sent.rows[0].body).not.toContain('{{')
    } finally {
      await context.close()
      await inbox.sql.query(
        `insert into company_settings (company_id, key, value, created_at, updated_at)
         values (1, 'sendSignMessage', 'disabled', now(), now()) on conflict do nothing`,
      )
    }
  })

  it('offers signup only when user creation is enabled', async () => {
    const { context, page } = await newPage()
    try {
      await page.goto(`${inbox.testApp.url}/login`)
      await page.getByRole('button', { name: 'Entrar' }).waitFor()
      await page.getByRole('link', { name: 'Esqueceu a senha?' }).waitFor()
      expect(await page.getByRole('link', { name: 'Cadastre-se' }).count()).toBe(0)
      await page.goto(`${inbox.testApp.url}/signup`)
      await page
        .getByRole('alert')
        .filter({ hasText: 'O cadastro de novas empresas está desativado' })
        .waitFor()
      expect(await page.getByRole('button', { name: 'Cadastrar' }).count()).toBe(0)

      await inbox.sql.query(
        `insert into global_settings (key, value, created_at, updated_at) values ('userCreation', 'enabled', now(), now())
         on conflict (key) do update set value = 'enabled'`,
      )
      await page.goto(`${inbox.testApp.url}/login`)
      await page.getByRole('link', { name: 'Cadastre-se' }).click()
      await page.getByRole('button', { name: 'Cadastrar' }).waitFor()
    } finally {
      await context.close()
      await inbox.sql.query(`update global_settings set value = 'disabled' where key = 'userCreation'`)
    }
  })

  it('says the transfer message goes to the customer, and loads history without the welcome flash', async () => {
    await inbox.inbound('5511955550003', 'Cliente Histórico', 'Primeira mensagem do histórico')
    const uuid = await inbox.ticketUuidOf('5511955550003')
    const { context, page } = await newPage()
    try {
      // Records whether the empty conversation's welcome was ever on screen.
      await page.addInitScript(() => {
        const seen = () => document.body?.textContent?.includes('Diga olá para seu novo contato!')
        new MutationObserver(() => {
          if (seen()) (window as unknown as { sawWelcome: boolean }).sawWelcome = true
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/tickets/${uuid}`)
      await page.getByText('Primeira mensagem do histórico').waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { sawWelcome?: boolean }).sawWelcome),
      ).toBeUndefined()

      await inbox.accept(page)
      await page
        .getByRole('toolbar', { name: 'Ações do ticket' })
        .getByRole('button', { name: 'Transferir' })
        .click()
      const transfer = page.getByRole('dialog', { name: 'Transferir ticket' })
      const message = transfer.getByLabel('Mensagem ao cliente (opcional)')
      await message.waitFor()
      expect(await message.getAttribute('aria-describedby')).toBeTruthy()
      await transfer.getByText('Enviada ao cliente na conversa').waitFor()
    } finally {
      await context.close()
    }
  })
})

describe("a support team's day: contacts, billing and connections", { timeout: 90_000 }, () => {
  it('saves a contact number written as people write it', async () => {
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/contacts`)
      await page.getByRole('button', { name: 'Adicionar contato' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('Nome').fill('Renata Lima')
      await dialog.getByLabel('Número').fill('+55 (21) 99876-5432')
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await dialog.waitFor({ state: 'detached' })
      const saved = await inbox.sql.query(`select number from contacts where name = 'Renata Lima'`)
      expect(saved.rows).toEqual([{ number: '5521998765432' }])
    } finally {
      await context.close()
    }
  })

  it("takes an overdue company's user to /financeiro from any refused page", async () => {
    const companyId = await inbox.seed.company('Empresa Vencida')
    await inbox.sql.query(`update companies set due_date = current_date - 3 where id = $1`, [companyId])
    const owner = await inbox.seed.user({ companyId, name: 'Dona Vencida', profile: 'admin' })
    const { context, page } = await newPage()
    // This server runs no billing plugin: /financeiro must not ask for its invoices (a 404 and a
    // console error on every visit, found by the walk), and says there are none here.
    const invoiceRequests: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/invoices')) invoiceRequests.push(request.url())
    })
    try {
      await page.goto(`${inbox.testApp.url}/login`)
      await page.getByLabel('E-mail').fill(owner.email)
      await page.getByLabel('Senha', { exact: true }).fill(owner.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.waitForURL(/\/financeiro$/)
      await page.getByText('As faturas não estão disponíveis neste servidor.').waitFor()
      await page.goto(`${inbox.testApp.url}/contacts`)
      await page.waitForURL(/\/financeiro$/)
      await page.getByText('As faturas não estão disponíveis neste servidor.').waitFor()
      expect(invoiceRequests).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('explains "Sem resposta" and asks before disconnecting a connection', async () => {
    await inbox.sql.query(`update connections set status = 'TIMEOUT' where company_id = 1 and name = 'API'`)
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/admin/#/connections`)
      const row = page.getByRole('row', { name: /API/ })
      await row.getByText('Sem resposta', { exact: true }).waitFor()
      await row.getByText(/O celular não respondeu/).waitFor()
      await row.getByRole('button', { name: 'Desconectar' }).click()
      const confirm = page.getByRole('dialog', { name: 'Desconectar API?' })
      await confirm.getByText(/deixa de receber e enviar mensagens/).waitFor()
      await confirm.getByRole('button', { name: 'Cancelar' }).click()
      await confirm.waitFor({ state: 'detached' })
      const status = await inbox.sql.query(
        `select status from connections where company_id = 1 and name = 'API'`,
      )
      expect(status.rows).toEqual([{ status: 'TIMEOUT' }])
    } finally {
      await context.close()
      await inbox.sql.query(
        `update connections set status = 'CONNECTED' where company_id = 1 and name = 'API'`,
      )
    }
  })
})

describe("a support team's day: the API connection's credentials", { timeout: 120_000 }, () => {
  it('shows the inbound URL, token and webhook secret to admins, copies them and really rotates them', async () => {
    const stored = await inbox.sql.query(
      `select id, token, webhook_secret from connections where company_id = 1 and name = 'API'`,
    )
    const { id, token: oldToken, webhook_secret: oldSecret } = stored.rows[0]
    const context = await inbox.browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inbox.testApp.url })
    const page = await context.newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/admin/#/connections/${id}`)
      const credentials = page.getByRole('region', { name: 'Integração da API' })
      const inboundUrl = `${inbox.testApp.url}/api/channel-api/${id}/messages`
      expect(await credentials.getByLabel('URL de entrada', { exact: true }).inputValue()).toBe(inboundUrl)
      expect(await credentials.getByLabel('Token da conexão', { exact: true }).inputValue()).toBe(oldToken)
      expect(await credentials.getByLabel('Segredo do webhook', { exact: true }).inputValue()).toBe(oldSecret)
      await credentials.screenshot({ path: `${screenshots}admin-connection-api.png` })

      await credentials.getByRole('button', { name: 'Copiar URL de entrada' }).click()
      await page.getByText('URL de entrada copiado').waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inboundUrl)

      await credentials.getByRole('button', { name: 'Gerar novo Token da conexão' }).click()
      const confirm = page.getByRole('dialog', { name: 'Gerar novo Token da conexão?' })
      await confirm.getByText(/deixa de funcionar na hora/).waitFor()
      await confirm.getByRole('button', { name: 'Confirmar' }).click()
      await page.getByText('Novo Token da conexão gerado').waitFor()
      const tokenField = credentials.getByLabel('Token da conexão', { exact: true })
      await expect.poll(() => tokenField.inputValue()).not.toBe(oldToken)
      const newToken = await tokenField.inputValue()
      expect(newToken).toMatch(/^[A-Za-z0-9]{30}$/)
      const saved = await inbox.sql.query(`select token from connections where id = $1`, [id])
      expect(saved.rows[0].token).toBe(newToken)
      // The old token no longer lets the integrator in; the new one does.
      const post = (token: string) =>
        fetch(inboundUrl, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ externalId: `rot-${token}`, from: { number: '5511955550099' }, body: 'Oi' }),
        })
      expect((await post(oldToken)).status).toBe(403)
      expect((await post(newToken)).status).toBe(202)

      await credentials.getByRole('button', { name: 'Gerar novo Segredo do webhook' }).click()
      await page
        .getByRole('dialog', { name: 'Gerar novo Segredo do webhook?' })
        .getByRole('button', { name: 'Confirmar' })
        .click()
      const secretField = credentials.getByLabel('Segredo do webhook', { exact: true })
      await expect.poll(() => secretField.inputValue()).not.toBe(oldSecret)
      const secret = await inbox.sql.query(`select webhook_secret from connections where id = $1`, [id])
      expect(secret.rows[0].webhook_secret).toBe(await secretField.inputValue())
      expect(secret.rows[0].webhook_secret).toMatch(/^[0-9a-f]{64}$/)
    } finally {
      await context.close()
      await inbox.sql.query(`update connections set token = $1, webhook_secret = $2 where id = $3`, [
        oldToken,
        oldSecret,
        id,
      ])
    }
  })

  it('shows an attendant no connection secrets', async () => {
    const stored = await inbox.sql.query(`select id from connections where company_id = 1 and name = 'API'`)
    const attendant = await new ApiClient(inbox.testApp.url).login(inbox.agent)
    const answer = await attendant.get(`/api/whatsapp/${stored.rows[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.token).toBeNull()
    expect(answer.body.webhookSecret).toBeNull()
    const rotate = await attendant.put(`/api/whatsapp/${stored.rows[0].id}`, { token: '' })
    expect(rotate.status).toBe(403)
  })
})

describe("a support team's day: contact tags and ticket tags", { timeout: 120_000 }, () => {
  it('labels the contact’s tags apart from the ticket’s, which the card and the filter show', async () => {
    await inbox.inbound('5511955550004', 'Cliente Etiquetas', 'Quero trocar um produto')
    const uuid = await inbox.ticketUuidOf('5511955550004')
    const ids = await inbox.sql.query(`select id, contact_id from tickets where uuid = $1`, [uuid])
    const { id: ticketId, contact_id: contactId } = ids.rows[0]
    const ticketTag = await inbox.seed.tag({ companyId: 1, name: 'Troca', color: '#aa3300' })
    const contactTag = await inbox.seed.tag({ companyId: 1, name: 'Cliente VIP', color: '#0033aa' })
    await inbox.seed.ticketTag(1, ticketId, ticketTag)
    await inbox.seed.contactTag(1, contactId, contactTag)
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/tickets/${uuid}`)
      await page.getByText('Quero trocar um produto').first().waitFor()

      // The card shows the ticket's tags, under that name; never the contact's.
      await page.getByRole('tab', { name: /Aguardando/ }).click()
      const card = page.getByRole('option', { name: /Cliente Etiquetas/ })
      const cardTags = card.getByTitle('Etiquetas do atendimento')
      await cardTags.getByText('Troca').waitFor()
      expect(await cardTags.textContent()).toBe('Etiquetas do atendimento:Troca')
      expect(await card.getByText('Cliente VIP').count()).toBe(0)

      // The drawer names both, each with what it does.
      await page.getByRole('button', { name: 'Dados do contato', exact: true }).click()
      const drawer = page.getByRole('complementary', { name: 'Dados do contato' })
      const ticketSection = drawer.getByRole('region', { name: 'Etiquetas do atendimento' })
      await ticketSection.getByText('Aparecem no cartão do atendimento').waitFor()
      await ticketSection.getByRole('list', { name: 'Etiquetas do atendimento' }).getByText('Troca').waitFor()
      const contactSection = drawer.getByRole('region', { name: 'Etiquetas do contato' })
      await contactSection.getByText(/Ficam no contato, em todos os atendimentos dele/).waitFor()
      await contactSection
        .getByRole('list', { name: 'Etiquetas do contato' })
        .getByText('Cliente VIP')
        .waitFor()

      // The filter is named for the tags it filters by, and finds the ticket by its ticket tag.
      await page.getByRole('button', { name: 'Filtros' }).click()
      const filter = page.getByRole('group', { name: 'Etiquetas do atendimento' })
      await filter.getByLabel('Troca').check()
      await card.waitFor()
      await filter.getByLabel('Troca').uncheck()
      await filter.getByLabel('Cliente VIP').check()
      await card.waitFor({ state: 'detached' })
      await filter.getByLabel('Cliente VIP').uncheck()
      await card.waitFor()
      await page.getByRole('button', { name: 'Filtros' }).click()
      await page.screenshot({ path: `${screenshots}contact-and-ticket-tags.png` })
    } finally {
      await context.close()
    }
  })
})

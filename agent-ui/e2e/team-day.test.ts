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

beforeAll(async () => {
  inbox = await startInboxHarness()
})

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
    try {
      await page.goto(`${inbox.testApp.url}/login`)
      await page.getByLabel('E-mail').fill(owner.email)
      await page.getByLabel('Senha', { exact: true }).fill(owner.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await page.waitForURL(/\/financeiro$/)
      await page.goto(`${inbox.testApp.url}/contacts`)
      await page.waitForURL(/\/financeiro$/)
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

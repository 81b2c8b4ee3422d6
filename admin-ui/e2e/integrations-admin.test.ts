import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ApiClient,
  createCompany,
  createUser,
  operatorEm,
  startTestApp,
  TEST_ADMIN,
  type TestApp,
} from '../../core/src/testing/index.ts'
import aiOpenAi from '../../plugins/ai-openai/src/index.ts'
import integrations from '../../plugins/integrations/src/index.ts'
import { fakeGoogle } from '../../plugins/integrations/src/test-fakes/fake-google.ts'

/**
 * The back office's queue integrations, file lists and AI prompts pages (issue 19,
 * administration.md §2, §5, §6) in a real headless Chromium against the real server: a Typebot
 * and a Dialogflow integration (its Test button asks a local fake of Google's token and
 * detectIntent endpoints), a file list with an uploaded file, a prompt with its key masked, the
 * queue form's pickers, and a company whose plan lacks the flags sent home with the spec's text.
 */

/** An 8×8 blue PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGOQ63iKFTEMLQkAZEJiwfzHOWwAAAAASUVORK5CYII=',
  'base64',
)
const planDenied = 'Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.'

let testApp: TestApp
let browser: Browser
let google: Awaited<ReturnType<typeof fakeGoogle>>
let api: ApiClient

beforeAll(async () => {
  google = await fakeGoogle((text) => ({
    intent: 'Default Welcome Intent',
    messages: [`Oi! Você disse ${text}`],
  }))
  testApp = await startTestApp({
    plugins: [integrations, aiOpenAi],
    pluginConfig: {
      integrations: { dialogflowApiUrl: google.server.url, googleTokenUrl: `${google.server.url}/token` },
    },
    // The fake Google and the Typebot address are on loopback: allowed explicitly (docs/security.md).
    env: { OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' },
  })
  // Another admin of the company: logging TEST_ADMIN in on the browser ends any other session of theirs.
  api = await new ApiClient(testApp.url).login(await createUser(testApp, { profile: 'admin' }))
  const queue = await api.post('/api/queue', { name: 'Suporte', color: '#1565c0' })
  expect(queue.status).toBeLessThan(300)
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await testApp?.close()
  await google?.server.close()
})

async function loggedIn(
  user: { email: string; password: string },
  viewport = { width: 1280, height: 720 },
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  const page = await context.newPage()
  await page.goto(`${testApp.url}/login`)
  await page.getByLabel('E-mail').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/tickets/)
  return page
}

/** Whether the page scrolls sideways (a screen not usable at this width). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1)

describe('integrations, file lists and prompts in the back office', { timeout: 180_000 }, () => {
  it('creates a Typebot integration with the spec defaults and lists it with its logo', async () => {
    const page = await loggedIn(TEST_ADMIN)
    try {
      await page.goto(`${testApp.url}/admin/#/queueIntegration/create`)
      await page.locator('input[name="name"]').fill('Bot de vendas')
      await page.getByRole('button', { name: 'Salvar' }).click()
      // Typebot (the default type) needs its URL and slug (§5).
      await expect.poll(() => page.getByText('Obrigatório').count()).toBe(2)
      await page.getByLabel('URL').fill(`${google.server.url}/typebot`)
      await page.getByLabel('Typebot slug').fill('vendas')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.waitForURL(/#\/queueIntegration$/)
      await page.getByRole('cell', { name: 'Bot de vendas', exact: true }).waitFor()
      expect(await page.getByRole('img', { name: 'Typebot' }).count()).toBeGreaterThan(0)
      const saved = (await api.get('/api/queueIntegration?searchParam=vendas')).body.queueIntegrations
      expect(saved).toEqual([
        expect.objectContaining({
          type: 'typebot',
          name: 'Bot de vendas',
          projectName: 'Bot de vendas',
          typebotSlug: 'vendas',
          typebotDelayMessage: 1000,
          typebotExpires: 1,
        }),
      ])
    } finally {
      await page.context().close()
    }
  })

  it('tests a Dialogflow agent from its dialog, saves it and deletes it', async () => {
    const page = await loggedIn(TEST_ADMIN, { width: 1440, height: 900 })
    try {
      await page.goto(`${testApp.url}/admin/#/queueIntegration/create`)
      await page.getByLabel('Tipo').click()
      await page.getByRole('option', { name: 'DialogFlow' }).click()
      await page.locator('input[name="name"]').fill('Agente Dialogflow')
      await page.getByLabel('Nome do projeto').fill('atendo-agent')
      await page.getByLabel('JSON da conta de serviço').fill('{"não": "é uma conta"')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('Valor em formato inválido').waitFor()
      await page.getByLabel('JSON da conta de serviço').fill(google.accountJson)
      await page.getByRole('button', { name: 'Testar bot' }).click()
      await page.getByText('Intenção: Default Welcome Intent. Resposta: Oi! Você disse Olá').waitFor()
      expect(google.detected.at(-1)).toMatchObject({
        project: 'atendo-agent',
        text: 'Olá',
        language: 'pt-BR',
      })
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.waitForURL(/#\/queueIntegration$/)
      const row = page.getByRole('row').filter({ hasText: 'Agente Dialogflow' })
      await row.getByRole('img', { name: 'DialogFlow' }).waitFor()
      await row.getByRole('button', { name: 'Excluir' }).click()
      await page.getByText('Deseja realmente excluir esse registro?').waitFor()
      await page.getByRole('button', { name: 'Confirmar' }).click()
      await expect.poll(() => page.getByRole('cell', { name: 'Agente Dialogflow' }).count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })

  it('creates a file list and uploads a file for its option', async () => {
    const page = await loggedIn(TEST_ADMIN)
    try {
      await page.goto(`${testApp.url}/admin/#/files/create`)
      await page.locator('input[name="name"]').fill('Ca')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('nome muito curto').waitFor()
      await page.getByText('Obrigatório').first().waitFor()
      await page.locator('input[name="name"]').fill('Catálogo')
      await page.getByLabel('Mensagem').fill('Veja nosso catálogo')
      await page.getByRole('button', { name: 'Adicionar' }).first().click()
      await page.getByLabel('Nome do arquivo').fill('Tabela de preços')
      // Larger than the 20 MB an option may carry: refused before it is sent.
      await page.locator('input[type=file]').setInputFiles({
        name: 'enorme.png',
        mimeType: 'image/png',
        buffer: Buffer.alloc(20 * 1024 * 1024 + 1),
      })
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('Arquivo é muito grande! 20MB máximo.').waitFor()
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'precos.png', mimeType: 'image/png', buffer: png })
      await expect.poll(() => page.getByText('Arquivo é muito grande! 20MB máximo.').count()).toBe(0)
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.waitForURL(/#\/files$/)
      await page.getByRole('cell', { name: 'Catálogo', exact: true }).waitFor()
      const lists = (await api.get('/api/files?searchParam=Cat')).body.files
      expect(lists).toEqual([
        expect.objectContaining({
          name: 'Catálogo',
          message: 'Veja nosso catálogo',
          options: [expect.objectContaining({ name: 'Tabela de preços', mediaType: 'image/png' })],
        }),
      ])
      expect(lists[0].options[0].path).toBeTruthy()
    } finally {
      await page.context().close()
    }
  })

  it('creates a prompt with the spec defaults and shows its key masked', async () => {
    const key = 'sk-test-0123456789abcdefWXYZ'
    const page = await loggedIn(TEST_ADMIN)
    try {
      await page.goto(`${testApp.url}/admin/#/prompt/create`)
      // Each key's eye says whose key it shows (the walk found two buttons named "Mostrar chave").
      const eyes = page.getByRole('button', { name: /^Mostrar chave/ })
      await eyes.first().waitFor()
      const eyeNames = await eyes.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')),
      )
      expect(eyeNames).toHaveLength(2)
      expect(new Set(eyeNames).size).toBe(2)
      // The spec's defaults (§9).
      expect(await page.getByLabel('Máximo de Tokens na resposta').inputValue()).toBe('100')
      expect(await page.getByLabel('Temperatura').inputValue()).toBe('1')
      expect(await page.getByLabel('Máximo de mensagens no Histórico').inputValue()).toBe('10')
      await page.locator('input[name="name"]').fill('Ana')
      await page.getByLabel(/^API Key/).fill(key)
      await page.locator('textarea[name="prompt"]').fill('Seja breve.')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('Muito curto!').waitFor()
      await page.getByText('O prompt precisa de pelo menos 50 caracteres').waitFor()
      await page.getByText('Informe o setor').waitFor()
      // The 15 voices and text.
      await page.getByRole('combobox', { name: /^Voz/ }).click()
      expect(await page.getByRole('option').count()).toBe(16)
      await page.getByRole('option', { name: 'Texto' }).click()
      await page.locator('input[name="name"]').fill('Assistente de vendas')
      await page
        .locator('textarea[name="prompt"]')
        .fill('Você é a assistente da loja: responda com cordialidade e em poucas frases.')
      await page.getByLabel('Setor').click()
      await page.getByRole('option', { name: 'Suporte' }).click()
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.getByRole('cell', { name: 'Assistente de vendas', exact: true }).waitFor()
      await page.getByRole('cell', { name: '••••••••WXYZ' }).waitFor()
      expect(await page.locator('body').textContent()).not.toContain(key)
      const [stored] = await operatorEm(testApp).execute<{ api_key: string; voice: string }[]>(
        `select api_key, voice from ai_prompts where name = 'Assistente de vendas'`,
      )
      expect(stored).toMatchObject({ api_key: key, voice: 'texto' })
      // Opened again, the key stays masked; saved unchanged, the stored key is kept.
      await page.getByRole('cell', { name: 'Assistente de vendas', exact: true }).click()
      expect(await page.getByLabel(/^API Key/).inputValue()).toBe('••••••••WXYZ')
      await page.getByLabel('Máximo de Tokens na resposta').fill('200')
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.waitForURL(/#\/prompt$/)
      const [kept] = await operatorEm(testApp).execute<{ api_key: string; max_tokens: number }[]>(
        `select api_key, max_tokens from ai_prompts where name = 'Assistente de vendas'`,
      )
      expect(kept).toMatchObject({ api_key: key, max_tokens: 200 })
    } finally {
      await page.context().close()
    }
  })

  it('saves a queue with its integration, its file list and a chatbot option sending the list', async () => {
    const page = await loggedIn(TEST_ADMIN)
    try {
      await page.goto(`${testApp.url}/admin/#/queues/create`)
      await page.locator('input[name="name"]').fill('Atendimento IA')
      await page.getByLabel('Integração').click()
      await page.getByRole('option', { name: 'Bot de vendas' }).click()
      await page.getByLabel('Lista de arquivos').click()
      await page.getByRole('option', { name: 'Catálogo' }).click()
      await page.getByRole('button', { name: 'Adicionar' }).first().click()
      await page.getByLabel('Opção').first().fill('Tabela de preços')
      await page.getByLabel('Tipo').last().click()
      await page.getByRole('option', { name: 'Arquivo' }).click()
      await page.getByRole('combobox', { name: /^Arquivo/ }).click()
      await page.getByRole('option', { name: 'Catálogo' }).click()
      await page.getByRole('button', { name: 'Salvar' }).click()
      await page.waitForURL(/#\/queues$/)
      const [queue] = await operatorEm(testApp).execute<
        { integration: string; list: string; option_type: string; option_list: string }[]
      >(
        `select i.name as integration, f.name as list, c.queue_type as option_type, cf.name as option_list
           from queues q join integrations_queue_integrations i on i.id = q.integration_id
           join integrations_file_lists f on f.id = q.file_list_id
           join chatbot_options c on c.queue_id = q.id join integrations_file_lists cf on cf.id = c.opt_file_id
          where q.name = 'Atendimento IA'`,
      )
      expect(queue).toEqual({
        integration: 'Bot de vendas',
        list: 'Catálogo',
        option_type: 'file',
        option_list: 'Catálogo',
      })
    } finally {
      await page.context().close()
    }
  })

  it("opens the specification's addresses /queue-integration and /prompts on their pages", async () => {
    const page = await loggedIn(TEST_ADMIN)
    try {
      for (const [address, resource] of [
        ['queue-integration', 'queueIntegration'],
        ['prompts', 'prompt'],
      ]) {
        await page.goto(`${testApp.url}/admin/#/${address}`)
        await page.waitForURL((url) => url.hash === `#/${resource}`)
        await page.locator('table, .RaList-main').first().waitFor()
      }
    } finally {
      await page.context().close()
    }
  })

  it('fits the pages at 390×844', async () => {
    const page = await loggedIn(TEST_ADMIN, { width: 390, height: 844 })
    try {
      for (const path of [
        'queueIntegration',
        'queueIntegration/create',
        'files',
        'files/create',
        'prompt',
        'prompt/create',
      ]) {
        await page.goto(`${testApp.url}/admin/#/${path}`)
        await page.locator('form, table, .RaList-main').first().waitFor()
        expect(await overflowsSideways(page), path).toBe(false)
      }
    } finally {
      await page.context().close()
    }
  })

  it('sends a company whose plan lacks integrations and AI home with the plan message', async () => {
    const [plan] = await operatorEm(testApp).execute<{ id: number }[]>(
      `insert into plans (name, use_integrations, use_open_ai, created_at, updated_at)
       values ('Sem IA', false, false, now(), now()) returning id`,
    )
    const companyId = await createCompany(testApp, { planId: plan!.id })
    const admin = await createUser(testApp, { companyId, profile: 'admin' })
    const page = await loggedIn(admin)
    try {
      // The specification's addresses refuse the same way.
      for (const path of ['queueIntegration', 'prompt', 'queue-integration', 'prompts']) {
        await page.goto(`${testApp.url}/admin/#/${path}`)
        await page.getByText(planDenied).first().waitFor()
        await page.waitForURL((url) => url.hash === '#/')
      }
      // The queue form offers no integration picker either.
      await page.goto(`${testApp.url}/admin/#/queues/create`)
      await page.getByLabel('Cor').waitFor()
      expect(await page.getByLabel('Integração').count()).toBe(0)
    } finally {
      await page.context().close()
    }
  })
})

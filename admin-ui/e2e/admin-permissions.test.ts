import { beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, TEST_ADMIN, waitFor } from '../../core/src/testing/index.ts'
import {
  browser,
  COMPANY_ADMIN,
  dayFromToday,
  login,
  png,
  screenshots,
  sql,
  testApp,
  withBackOffice,
} from './back-office.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * a company admin builds a queue with a two-level chatbot, a tag, a quick message and a user with
 * some permissions (one of them a plugin's), who then sees only what they allow; a company whose
 * plan lacks schedules is refused that page, and its users are logged out once it is overdue.
 */

withBackOffice()

describe('a company admin sets up a service and a user who sees only what their permissions allow', {
  timeout: 120_000,
}, () => {
  const ATTENDANT = { email: 'ana@atendo.test', password: 'Ana-Pass-123' }

  it('builds a queue with a two-level chatbot, a tag, a quick message and a user, in the browser', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await login(page, COMPANY_ADMIN)

    // The queue, its menu: 1 Vendas (with two sub-options) and 2 Suporte, sent to an attendant.
    await page.goto(`${testApp.url}/admin/#/queues/create`)
    await page.getByLabel('Nome').first().fill('Atendimento')
    await page.getByLabel('Cor').fill('#7a3db8')
    // Required while the company schedules by queue (set by an earlier test), harmless otherwise.
    await page.getByLabel('Mensagem fora de expediente').fill('Atendemos das 8h às 18h.')
    const menu = page.locator('[class~="ra-input-chatbots"]')
    await menu.getByRole('button', { name: 'Adicionar' }).click()
    await page.locator('[name="chatbots.0.name"]').fill('Vendas')
    // Sub-options come once the option has a message (administration.md §5).
    const subOptions = page.locator('[class~="ra-input-chatbots.0.options"]')
    expect(await subOptions.count()).toBe(0)
    await page.locator('[name="chatbots.0.greetingMessage"]').fill('Escolha: 1 Balcão, 2 Online')
    await subOptions.getByRole('button', { name: 'Adicionar' }).click()
    await page.locator('[name="chatbots.0.options.0.name"]').fill('Balcão')
    await page.locator('[name="chatbots.0.options.0.greetingMessage"]').fill('Retire no balcão da loja')
    await subOptions.getByRole('button', { name: 'Adicionar' }).last().click()
    await page.locator('[name="chatbots.0.options.1.name"]').fill('Online')
    await subOptions.getByRole('combobox', { name: /^Tipo/ }).nth(1).click()
    await page.getByRole('option', { name: 'Atendente', exact: true }).click()
    await subOptions.getByRole('combobox', { name: /^Atendente/ }).click()
    await page.getByRole('option', { name: 'Gerente' }).click()
    await menu.getByRole('button', { name: 'Adicionar' }).last().click()
    // A name under 4 characters is refused before anything is sent.
    await page.locator('[name="chatbots.1.name"]').fill('Sup')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('A opção deve ter ao menos 4 caracteres').waitFor()
    await page.locator('[name="chatbots.1.name"]').fill('Suporte')
    await page.locator('[name="chatbots.1.greetingMessage"]').fill('Um atendente já vai falar com você')
    await page.getByText('O formulário não é válido').waitFor({ state: 'hidden' })
    await page.screenshot({ path: `${screenshots}admin-queue-chatbot.png`, fullPage: true })
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/queues$/)
    await page.getByRole('cell', { name: 'Atendimento', exact: true }).waitFor()
    const tree = await sql.query(
      `select o.name, o.greeting_message as message, o.queue_type as type, parent.name as parent, u.name as attendant
         from chatbot_options o join queues q on q.id = o.queue_id
         left join chatbot_options parent on parent.id = o.parent_id
         left join users u on u.id = o.opt_user_id
        where q.name = 'Atendimento' order by o.parent_id nulls first, o.position`,
    )
    expect(tree.rows).toEqual([
      { name: 'Vendas', message: 'Escolha: 1 Balcão, 2 Online', type: 'text', parent: null, attendant: null },
      {
        name: 'Suporte',
        message: 'Um atendente já vai falar com você',
        type: 'text',
        parent: null,
        attendant: null,
      },
      {
        name: 'Balcão',
        message: 'Retire no balcão da loja',
        type: 'text',
        parent: 'Vendas',
        attendant: null,
      },
      { name: 'Online', message: null, type: 'attendent', parent: 'Vendas', attendant: 'Gerente' },
    ])

    // A tag, through its form.
    await page.goto(`${testApp.url}/admin/#/tags/create`)
    await page.getByLabel('Nome').fill('Ab')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.getByText('Mensagem muito curta').waitFor()
    await page.getByLabel('Nome').fill('Atacado')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/tags$/)
    await page.getByRole('cell', { name: 'Atacado', exact: true }).waitFor()

    // A quick message shared with everyone.
    await page.goto(`${testApp.url}/admin/#/quick-messages/create`)
    await page.getByLabel('Atalho').fill('boasvindas')
    await page.getByLabel('Mensagem').fill('Olá! Em que posso ajudar?')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/quick-messages$/)
    await page.getByRole('cell', { name: 'boasvindas', exact: true }).waitFor()

    // A plain user with an avatar, connections, tickets without a queue and a plugin's widgets, nothing else.
    await page.goto(`${testApp.url}/admin/#/users/create`)
    await page.getByLabel('Nome').fill('Ana Atendente')
    await page.getByLabel('E-mail').fill(ATTENDANT.email)
    await page.getByLabel(/^Senha/).fill(ATTENDANT.password)
    await page
      .getByLabel('Foto do perfil: Enviar imagem')
      .setInputFiles({ name: 'ana.png', mimeType: 'image/png', buffer: png })
    await page.getByTestId('image-profileImage').getByRole('img', { name: 'ana.png' }).waitFor()
    await page.getByRole('tab', { name: 'Permissões' }).click()
    // The plugin's permission, beside core's switches, starts at its default (off).
    expect(await page.getByLabel('Usar widgets').isChecked()).toBe(false)
    await page.getByLabel('Usar widgets').check()
    await page.getByLabel('Conexões').check()
    await page.getByLabel('Tickets sem fila').check()
    await page.screenshot({ path: `${screenshots}admin-user-permissions.png` })
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/users$/)
    await page.getByRole('cell', { name: 'Ana Atendente' }).waitFor()
    await waitFor(async () => {
      const { rows } = await sql.query('select profile_image from users where email = $1', [ATTENDANT.email])
      return /^company1\/.+\.png$/.test(rows[0]?.profile_image ?? '')
    })
    const ana = await sql.query(
      `select profile, all_ticket, allow_connections, show_dashboard, allow_group, all_historic, plugin_permissions
         from users where email = $1`,
      [ATTENDANT.email],
    )
    expect(ana.rows).toEqual([
      {
        profile: 'user',
        all_ticket: 'enabled',
        allow_connections: 'enabled',
        show_dashboard: 'disabled',
        allow_group: 'disabled',
        all_historic: 'disabled',
        plugin_permissions: { useWidgets: true },
      },
    ])
    expect(failures).toEqual([])
    await page.close()
  })

  it('shows that user only the pages their permissions open', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, ATTENDANT)
    // Their start page says the back office is for administrators (issue 23), not "no permission".
    await page.getByTestId('attendant-home').waitFor()
    await page.getByRole('menuitem', { name: 'Conexões' }).waitFor()
    for (const allowed of ['Conexões', 'Etiquetas', 'Respostas rápidas'])
      expect(await page.getByRole('menuitem', { name: allowed, exact: true }).count(), allowed).toBe(1)
    for (const refused of [
      'Usuários',
      'Filas',
      'Empresas',
      'Planos',
      'Configurações',
      'Vídeos de ajuda',
      'Informativos',
    ])
      expect(await page.getByRole('menuitem', { name: refused, exact: true }).count(), refused).toBe(0)
    await page.screenshot({ path: `${screenshots}admin-plain-user-menu.png` })

    // The admin pages show the no-permission view.
    for (const path of ['queues', 'users', 'settings']) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByTestId('no-permission').waitFor()
      expect(await page.getByRole('cell', { name: 'Atendimento' }).count(), path).toBe(0)
    }
    await page.screenshot({ path: `${screenshots}admin-plain-user-refused.png` })

    // allowConnections opens the connections page; tags and quick messages are everyone's.
    await page.goto(`${testApp.url}/admin/#/connections`)
    // The company's connections, or the empty page when it has none yet (this test alone).
    await page
      .getByRole('columnheader', { name: 'Sessão' })
      .or(page.getByText('Nenhum registro em Conexões.'))
      .first()
      .waitFor()
    expect(await page.getByTestId('no-permission').count()).toBe(0)
    await page.goto(`${testApp.url}/admin/#/tags`)
    await page.getByRole('cell', { name: 'Atacado', exact: true }).waitFor()
    await page.goto(`${testApp.url}/admin/#/quick-messages`)
    await page.getByRole('cell', { name: 'boasvindas', exact: true }).waitFor()

    // Super-only plugin pages send them home after 500 ms, as the kernel's do.
    for (const path of ['helps', 'announcements', 'companies']) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByText('Sem permissão para acessar!').first().waitFor()
      await page.waitForURL(/\/admin\/#\/$/)
      expect(await page.getByText('Not Found').count(), path).toBe(0)
    }
    await page.close()
  })
})

describe('a company whose plan lacks schedules', { timeout: 90_000 }, () => {
  const OWNER = { email: 'dona@loja.test', password: 'Loja-Pass-123' }
  let queueId: number

  beforeAll(async () => {
    const api = await new ApiClient(testApp.url).login(TEST_ADMIN)
    const plan = await api.post('/api/plans', {
      name: 'Sem agenda',
      amount: 30,
      users: 5,
      connections: 2,
      queues: 5,
      useSchedules: false,
    })
    expect(plan.status, JSON.stringify(plan.body)).toBe(201)
    const company = await api.post('/api/companies', {
      name: 'Loja Sem Agenda',
      email: OWNER.email,
      planId: plan.body.id,
      dueDate: dayFromToday(30),
      passwordDefault: OWNER.password,
    })
    expect(company.status, JSON.stringify(company.body)).toBe(201)
    // Per-queue working hours, which the plan does not have.
    const owner = await new ApiClient(testApp.url).login(OWNER)
    expect((await owner.put('/api/companySettings', { column: 'scheduleType', data: 'queue' })).status).toBe(
      200,
    )
    const queue = await owner.post('/api/queue', {
      name: 'Loja',
      color: '#3355aa',
      outOfHoursMessage: 'Voltamos amanhã.',
    })
    expect(queue.status, JSON.stringify(queue.body)).toBe(201)
    queueId = queue.body.id
  })

  it('refuses the schedules page with the plan message and sends the user home after 1 s', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, OWNER)
    await page.getByRole('menuitem', { name: 'Filas' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Agendamentos' }).count()).toBe(0)

    // Timed in the page, from the refusal's appearing to the start page's rendering (the router
    // moves with the history API, so its DOM changes tell): a busy machine delaying when the test
    // notices either does not change what it measures.
    await page.evaluate((refusal) => {
      const times = window as unknown as { refusedAt?: number; leftAt?: number }
      new MutationObserver(() => {
        if (times.refusedAt === undefined && document.body.textContent?.includes(refusal))
          times.refusedAt = performance.now()
        if (times.refusedAt !== undefined && location.hash === '#/') times.leftAt ??= performance.now()
      }).observe(document.body, { childList: true, subtree: true, characterData: true })
    }, 'Esta empresa não possui permissão para acessar essa página!')
    await page.goto(`${testApp.url}/admin/#/schedules`)
    await page
      .getByText('Esta empresa não possui permissão para acessar essa página! Estamos lhe redirecionando.')
      .waitFor()
    await page.screenshot({ path: `${screenshots}admin-plan-refused.png` })
    await page.waitForURL(/\/admin\/#\/$/)
    const shown = await page.waitForFunction(() => {
      const times = window as unknown as { refusedAt?: number; leftAt?: number }
      return times.leftAt !== undefined && times.refusedAt !== undefined && times.leftAt - times.refusedAt
    })
    expect(await shown.jsonValue()).toBeGreaterThan(600)
    expect(await page.getByText('Calendário').count()).toBe(0)

    // Nor does the queue dialog offer working hours without the plan's schedules.
    await page.goto(`${testApp.url}/admin/#/queues/${queueId}`)
    await page.getByRole('tab', { name: 'Dados da fila' }).waitFor()
    expect(await page.getByRole('tab', { name: 'Horários de atendimento' }).count()).toBe(0)
    await page.close()
  })

  it('logs its users out of the connections page once its due date has passed', async () => {
    await sql.query(`update companies set due_date = current_date - 1 where name = 'Loja Sem Agenda'`)
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, OWNER)
    // The home page says so, one click from the invoices (the inbox's /financeiro, where PAGAR is).
    const notice = page.getByRole('alert').filter({ hasText: 'A assinatura da empresa venceu' })
    const toInvoices = notice.getByRole('link', { name: 'Ver faturas e pagar' })
    await toInvoices.waitFor()
    expect(await toInvoices.getAttribute('href')).toBe('/financeiro')
    await page.goto(`${testApp.url}/admin/#/connections`)
    await page.getByText('A assinatura da empresa venceu. Regularize o pagamento para continuar.').waitFor()
    await page.waitForURL(/#\/login$/)
    await page.getByLabel('E-mail').waitFor()
    await page.close()
  })
})

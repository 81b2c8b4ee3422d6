import { describe, expect, it } from 'vitest'
import { TEST_ADMIN, waitFor } from '../../core/src/testing/index.ts'
import {
  browser,
  dayFromToday,
  login,
  loginOnScreen,
  PLAIN_USER,
  screenshots,
  sql,
  testApp,
  withBackOffice,
} from './back-office.ts'

/**
 * The back office in a real headless Chromium against the real server serving the built app:
 * the super admin creates a plan and a company and renews its due date, a help video is added through
 * the helps plugin's panel, a plain user is kept out, and every configuration page opens.
 */

withBackOffice()

describe('back office in a browser', { timeout: 90_000 }, () => {
  it('shows its login page in Portuguese, the password toggle too', async () => {
    // The walk (scripts/walk-screens.ts) found "Show password" on the Portuguese login page.
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage()
    await page.goto(`${testApp.url}/admin/`)
    await page.getByRole('button', { name: 'Mostrar senha' }).click()
    await page.getByRole('button', { name: 'Ocultar senha' }).waitFor()
    expect(await page.getByText(/password/i).count()).toBe(0)
    await page.context().close()
  })

  it('lets the super admin create a plan and a company, and renew its due date', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await loginOnScreen(page, TEST_ADMIN)
    // The start page renders after the identity and permissions load: wait for it, not a blank page.
    await page.getByRole('heading', { name: 'Atendo · Administração' }).first().waitFor()
    await page.screenshot({ path: `${screenshots}admin-dashboard.png` })

    await page.goto(`${testApp.url}/admin/#/plans/create`)
    await page.getByLabel('Nome').fill('Ouro')
    await page.getByLabel('Valor (R$)').fill('149.90')
    await page.getByLabel('Usuários').fill('10')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/plans$/)
    await page.getByRole('cell', { name: 'Ouro', exact: true }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-plans.png` })
    const plan = await sql.query(`select id, amount, users from plans where name = 'Ouro'`)
    expect(plan.rows).toEqual([{ id: expect.any(Number), amount: '149.90', users: 10 }])

    const dueDate = dayFromToday(3)
    await page.goto(`${testApp.url}/admin/#/companies/create`)
    await page.getByLabel('Nome').fill('Padaria Central')
    await page.getByLabel('E-mail').fill('dono@padaria.test')
    await page.getByLabel('Plano').click()
    await page.getByRole('option', { name: 'Ouro' }).click()
    await page.getByLabel('Data de vencimento').fill(dueDate)
    await page.getByLabel('Senha do primeiro administrador').fill('Padaria-123')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/companies$/)
    const row = page.getByRole('row').filter({ hasText: 'Padaria Central' })
    await row.waitFor()
    // Three days before the due date: the row is yellow.
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgba(255, 235, 59, 0.45)',
    )
    await page.screenshot({ path: `${screenshots}admin-companies.png` })

    const company = await sql.query(
      `select id, plan_id, to_char(due_date, 'YYYY-MM-DD') as due from companies where name = 'Padaria Central'`,
    )
    expect(company.rows[0]).toMatchObject({ plan_id: plan.rows[0].id, due: dueDate })
    const owner = await sql.query('select profile from users where email = $1', ['dono@padaria.test'])
    expect(owner.rows).toEqual([{ profile: 'admin' }])

    await row.getByRole('button', { name: 'Renovar' }).click()
    await page.getByText('Vencimento renovado para').waitFor()
    const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number]
    const renewed = new Date(
      Date.UTC(year, month, Math.min(day, new Date(Date.UTC(year, month + 1, 0)).getUTCDate())),
    )
      .toISOString()
      .slice(0, 10)
    await waitFor(async () => {
      const { rows } = await sql.query(
        `select to_char(due_date, 'YYYY-MM-DD') as due from companies where id = $1`,
        [company.rows[0].id],
      )
      return rows[0].due === renewed
    })
    // A month away now: the list shows the new date and the row is no longer highlighted
    // (the pointer moves off the row first, so its hover shade does not count).
    await page.mouse.move(0, 600)
    await row.getByText(renewed.split('-').reverse().join('/')).waitFor()
    expect(await row.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    )
    await page.screenshot({ path: `${screenshots}admin-companies-renewed.png` })
    await page.close()
  })

  it('adds a help video through the panel the helps plugin declares', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, TEST_ADMIN)
    // The menu entry and the labels come from GET /api/plugins/ui, in the user's language.
    await page.getByRole('menuitem', { name: 'Vídeos de ajuda' }).click()
    await page.waitForURL(/#\/helps$/)
    await page.goto(`${testApp.url}/admin/#/helps/create`)
    await page.getByLabel('Título').fill('Primeiros passos')
    await page.getByLabel('Descrição').fill('Como atender o primeiro ticket')
    await page.getByLabel('Código do vídeo').fill('dQw4w9WgXcQ')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/helps$/)
    await page.getByRole('cell', { name: 'Primeiros passos' }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-helps.png` })
    const { rows } = await sql.query('select title, description, video from helps')
    expect(rows).toEqual([
      { title: 'Primeiros passos', description: 'Como atender o primeiro ticket', video: 'dQw4w9WgXcQ' },
    ])

    await page.getByRole('button', { name: 'Português' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('menuitem', { name: 'Help videos' }).waitFor()
    await page.getByRole('columnheader', { name: 'Video code' }).waitFor()
    expect(await page.getByRole('menuitem', { name: 'Vídeos de ajuda' }).count()).toBe(0)
    await page.close()
  })

  it('keeps a plain user out: a home for attendants and super-only pages redirect with a toast', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    await login(page, PLAIN_USER)
    await page.getByTestId('attendant-home').waitFor()
    expect(await page.getByRole('menuitem', { name: 'Empresas' }).count()).toBe(0)
    await page.goto(`${testApp.url}/admin/#/companies`)
    await page.getByText('Sem permissão para acessar!').waitFor()
    await page.waitForURL(/\/admin\/#\/$/)
    await page.screenshot({ path: `${screenshots}admin-no-permission.png` })
    await page.close()
  })
})

describe('back office pages over the kernel API', { timeout: 90_000 }, () => {
  it('opens every configuration page and saves a queue with a chatbot option', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 900 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await login(page, TEST_ADMIN)

    await page.goto(`${testApp.url}/admin/#/queues/create`)
    await page.getByLabel('Nome').fill('Vendas')
    await page.getByRole('button', { name: 'Adicionar' }).first().click()
    await page.getByLabel('Opção').first().fill('Orçamentos')
    await page.getByLabel('Mensagem').last().fill('Envie o produto desejado')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForURL(/#\/queues$/)
    await page.getByRole('cell', { name: 'Vendas', exact: true }).waitFor()
    await page.screenshot({ path: `${screenshots}admin-queues.png` })
    const { rows } = await sql.query(
      `select q.name as queue, c.name as option, c.greeting_message as message
         from queues q join chatbot_options c on c.queue_id = q.id where q.name = 'Vendas'`,
    )
    expect(rows).toEqual([{ queue: 'Vendas', option: 'Orçamentos', message: 'Envie o produto desejado' }])

    // Each page shows something of its own once loaded: a column of its table, or a settings key.
    for (const [path, landmark, shot] of [
      ['users', 'Perfil', 'admin-users'],
      ['connections', 'Nenhum registro em Conexões.', 'admin-connections'],
      ['tags', 'Nenhum registro em Etiquetas.', undefined],
      ['quick-messages', 'Nenhum registro em Respostas rápidas.', undefined],
      ['schedules', 'Calendário', 'admin-schedules-calendar'],
      ['settings', 'Avaliações', 'admin-settings'],
      ['announcements', 'Nenhum registro em Informativos.', undefined],
    ] as const) {
      await page.goto(`${testApp.url}/admin/#/${path}`)
      await page.getByText(landmark).first().waitFor()
      expect(await page.getByText('Algo deu errado').count(), path).toBe(0)
      if (shot) await page.screenshot({ path: `${screenshots}${shot}.png` })
    }
    expect(failures).toEqual([])
    await page.close()
  })
})

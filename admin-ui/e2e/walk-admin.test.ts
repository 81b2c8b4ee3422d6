import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'
import { browser, login, loginOnScreen, PLAIN_USER, sql, testApp, withBackOffice } from './back-office.ts'

/**
 * What the walk of every screen found in the back office (issue 23, items 10, 12, 14): dates told
 * in the user's language and the company's time zone, an attendant's first screen that helps, and
 * the kernel's pages first in the menu.
 */

withBackOffice()

/** Opens a page of the back office signed in as `user`, in `language` (react-admin's stored locale). */
async function openAs(
  user: { email: string; password: string },
  language: 'pt' | 'en',
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage()
  await page.addInitScript(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  )
  await login(page, user)
  return page
}

describe('the back office after the walk', { timeout: 120_000 }, () => {
  let connectionId: number

  beforeAll(async () => {
    // A due date (a calendar day) and a moment late in the UTC day, in a company that counts its
    // days in Tokyo (UTC+9): the browser's zone (the machine's) would show another day.
    await sql.query(`update companies set due_date = '2030-03-04' where id = 1`)
    await sql.query(
      `insert into company_settings (company_id, key, value, created_at, updated_at)
       values (1, 'timeZone', 'Asia/Tokyo', now(), now())`,
    )
    const { rows } = await sql.query(
      `insert into connections (company_id, name, channel, provider, status, session_stopped, options, created_at, updated_at)
       values (1, 'Loja', 'whatsapp', 'baileys', 'DISCONNECTED', true, '{}', now(), '2026-11-27T20:30:00Z') returning id`,
    )
    connectionId = rows[0].id
  })

  it("tells dates in the user's language and times in the company's zone, on a phone and a desktop", async () => {
    const runs = [
      {
        language: 'en',
        viewport: { width: 390, height: 844 },
        due: '03/04/2030',
        updated: '11/28/2026 05:30',
      },
      {
        language: 'pt',
        viewport: { width: 1280, height: 720 },
        due: '04/03/2030',
        updated: '28/11/2026 05:30',
      },
    ] as const
    for (const { language, viewport, due, updated } of runs) {
      const page = await openAs(TEST_ADMIN, language, viewport)
      await page.goto(`${testApp.url}/admin/#/companies`)
      await page.getByText(due).first().waitFor()
      await page.goto(`${testApp.url}/admin/#/connections`)
      const row = page.locator(viewport.width === 390 ? 'li' : 'tr').filter({ hasText: 'Loja' })
      if (viewport.width > 390) await row.getByText(updated).waitFor()
      expect(connectionId).toBeGreaterThan(0)
      await page.context().close()
    }
  })

  it('shows an attendant that the back office is for administrators, with the way to the inbox and out', async () => {
    const page = await openAs(PLAIN_USER, 'en', { width: 390, height: 844 })
    const refusals: string[] = []
    page.on('response', (response) => {
      if (response.status() === 403) refusals.push(response.url())
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.reload()
    const home = page.getByTestId('attendant-home')
    await home.getByRole('heading', { name: 'The back office is for administrators' }).waitFor()
    expect(await page.getByTestId('no-permission').count()).toBe(0)
    expect(await home.getByRole('link', { name: 'Go to the inbox' }).getAttribute('href')).toBe('/')
    await home.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL(/#\/login/)
    expect(refusals).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  it("lists the kernel's pages first, in the specification's order, and the plugins' panels after them", async () => {
    // Through the login screen: the menu first renders before the permissions have loaded.
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    await loginOnScreen(page, TEST_ADMIN)
    const menu = page.getByRole('menuitem')
    await page.getByRole('menuitem', { name: 'Conexões' }).waitFor()
    const names = (await menu.allInnerTexts()).map((name) => name.trim())
    const core = ['Conexões', 'Filas', 'Usuários', 'Contatos', 'Etiquetas', 'Respostas rápidas']
    const plugins = ['Informativos', 'Vídeos de ajuda']
    for (const name of [...core, 'Empresas', 'Planos', 'Configurações', ...plugins])
      expect(names, name).toContain(name)
    const positions = (list: string[]) => list.map((name) => names.indexOf(name))
    expect(positions(core)).toEqual([...positions(core)].sort((a, b) => a - b))
    expect(names.indexOf('Empresas')).toBeGreaterThan(names.indexOf('Respostas rápidas'))
    expect(names.indexOf('Configurações')).toBeGreaterThan(names.indexOf('Planos'))
    expect(Math.min(...positions(plugins))).toBeGreaterThan(names.indexOf('Configurações'))
    expect(failures).toEqual([])
    await page.context().close()
  })
})

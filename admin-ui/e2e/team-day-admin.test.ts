import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type InboxHarness, startInboxHarness } from '../../agent-ui/e2e/inbox-harness.ts'
import { TEST_ADMIN } from '../../core/src/testing/index.ts'

/**
 * The back office in a support team's first week (issue 23), in a real headless Chromium: forms
 * speak Portuguese throughout (no label falls back to the field's English name), the server's
 * field errors read in the user's language, and the duplicate e-mail answer names nothing.
 */

let inbox: InboxHarness

// Starting the server and Chromium takes long on a busy machine.
beforeAll(async () => {
  inbox = await startInboxHarness()
}, 180_000)

afterAll(async () => {
  await inbox?.close()
})

const newPage = async (viewport = { width: 1280, height: 800 }) => {
  const context = await inbox.browser.newContext({ viewport })
  return { context, page: await context.newPage() }
}

/** The back office's pages with forms: each create page, the settings and an edit of a connection. */
const formPages = [
  'companies/create',
  'plans/create',
  'users/create',
  'queues/create',
  'connections/create',
  'tags/create',
  'quick-messages/create',
  'schedules/create',
  'settings',
]

describe("a support team's week in the back office", { timeout: 180_000 }, () => {
  it('labels every form field in Portuguese, never with its English field name', async () => {
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      const untranslated: string[] = []
      for (const path of formPages) {
        await page.goto(`${inbox.testApp.url}/admin/#/${path}`)
        await page.locator('form, [role="tablist"]').first().waitFor()
        // Every tab of a tabbed form, so its hidden fields are rendered too.
        const tabs = page.getByRole('tab')
        for (let index = 0; index < (await tabs.count()); index++) {
          await tabs.nth(index).click()
          untranslated.push(...(await englishFallbackLabels(page)).map((label) => `${path}: ${label}`))
        }
        if ((await tabs.count()) === 0) {
          untranslated.push(...(await englishFallbackLabels(page)).map((label) => `${path}: ${label}`))
        }
      }
      expect([...new Set(untranslated)]).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("refuses another company's e-mail without telling that an account exists there", async () => {
    const otherCompany = await inbox.seed.company('Outra Empresa')
    const stranger = await inbox.seed.user({ companyId: otherCompany, name: 'Pessoa de Fora' })
    const { context, page } = await newPage()
    try {
      await inbox.login(page, TEST_ADMIN)
      await page.goto(`${inbox.testApp.url}/admin/#/users/create`)
      await page.getByLabel('Nome').fill('Nova Atendente')
      await page.getByLabel('E-mail').fill(stranger.email)
      await page.getByLabel(/^Senha/).fill('Senha-Forte-123')
      await page.getByRole('button', { name: 'Salvar' }).click()
      const refusal = 'Este e-mail não pode ser usado. Escolha outro.'
      await page.getByText(refusal).first().waitFor()
      const shown = (await page.locator('body').textContent()) ?? ''
      expect(shown).not.toMatch(/Outra Empresa|Pessoa de Fora|já existe|already exists|cannot be used/i)
    } finally {
      await context.close()
    }
  })

  it('shows an anonymous visitor the login page at once: no shell, no 401', async () => {
    const { context, page } = await newPage()
    try {
      const refused: string[] = []
      page.on('response', (response) => {
        if (response.status() === 401) refused.push(response.url())
      })
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text())
      })
      // Records whether the logged-in shell's menu was ever on screen.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          if (document.querySelector('.RaSidebar-fixed, .RaLayout-appFrame, [class*="RaAppBar"]'))
            (window as unknown as { sawShell: boolean }).sawShell = true
        }).observe(document, { subtree: true, childList: true })
      })
      await page.goto(`${inbox.testApp.url}/admin/`)
      await page.getByRole('button', { name: 'Entrar' }).waitFor()
      await page.goto(`${inbox.testApp.url}/admin/#/connections`)
      await page.getByRole('button', { name: 'Entrar' }).waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { sawShell?: boolean }).sawShell),
      ).toBeUndefined()
      expect(refused).toEqual([])
      expect(consoleErrors).toEqual([])
    } finally {
      await context.close()
    }
  })
})

/**
 * Labels that are react-admin's fallback for a field with no translation: the source humanized
 * in English ("queueId" and "queueIds" → "Queue"). A few words are the same in Portuguese.
 */
async function englishFallbackLabels(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    const sameInPortuguese = new Set(['Status', 'Token', 'Kanban', 'Logo', 'Chatbot', 'Webhook'])
    const humanize = (source: string) => {
      const last = source.split('.').pop() ?? source
      const words = last
        .replace(/([a-z\d])([A-Z])/g, '$1_$2')
        .toLowerCase()
        .replace(/_ids?$/, '')
        .replaceAll('_', ' ')
        .trim()
      return words.charAt(0).toUpperCase() + words.slice(1)
    }
    const found: string[] = []
    for (const label of document.querySelectorAll('label')) {
      const target = label.htmlFor ? document.getElementById(label.htmlFor) : null
      const source = target?.getAttribute('name') ?? label.htmlFor
      if (!source) continue
      const text = (label.textContent ?? '').replace(/\s*\*$/, '').trim()
      if (text && !sameInPortuguese.has(text) && text === humanize(source)) found.push(`${source} → ${text}`)
    }
    return found
  })
}

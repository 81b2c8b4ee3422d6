import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp } from '../../testing/index.ts'

/**
 * Media links answered to a browser that holds its session's media cookie open only in that browser,
 * and only while the session lives (docs/security.md, "Signed media links").
 */

let testApp: TestApp
const pdf = Buffer.from('%PDF-1.4 tabela de preços')

beforeAll(async () => {
  testApp = await startTestApp()
})

afterAll(async () => {
  await testApp?.close()
})

/** A quick message with a file, as `client` sees it: its signed link. */
async function quickMessageWithFile(
  client: ApiClient,
  shortcode: string,
): Promise<{ id: number; link: string }> {
  const created = await client.post('/api/quick-messages', { shortcode, message: 'Segue a tabela' })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const form = new FormData()
  form.append('typeArch', 'quickMessage')
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'tabela.pdf')
  const uploaded = await client.request('POST', `/api/quick-messages/${created.body.id}/media-upload`, form)
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
  return { id: created.body.id, link: uploaded.body.mediaPath }
}

const bare = (link: string) => fetch(new URL(link, testApp.url))

describe('media links bound to the browser session', () => {
  it('open in the browser they were answered to, not with the link alone, and die at logout', async () => {
    const browser = await new ApiClient(testApp.url).login(TEST_ADMIN)
    expect(browser.cookies.has('atendo_media')).toBe(true)
    const { id, link } = await quickMessageWithFile(browser, 'tabela')

    const opened = await browser.open(link)
    expect(opened.status).toBe(200)
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf)
    // Copied out of the browser (a chat, a log, another machine), the link opens nothing.
    expect((await bare(link)).status).toBe(404)
    // A made-up cookie naming the session is refused too.
    const [sessionId] = browser.cookies.get('atendo_media')!.split('.')
    const forged = await fetch(new URL(link, testApp.url), {
      headers: { cookie: `atendo_media=${sessionId}.AAAA` },
    })
    expect(forged.status).toBe(404)
    // Read again, the same browser gets a link that opens; the answer lists it bound as well.
    const again = await browser.get(`/api/quick-messages/${id}`)
    expect((await browser.open(again.body.mediaPath)).status).toBe(200)
    expect((await bare(again.body.mediaPath)).status).toBe(404)

    const cookieBeforeLogout = browser.cookies.get('atendo_media')!
    const ended = await browser.delete('/api/auth/logout')
    expect(ended.status).toBe(200)
    expect(browser.cookies.has('atendo_media')).toBe(false)
    // Even a copy of the cookie taken before the logout no longer opens it.
    const kept = await fetch(new URL(link, testApp.url), {
      headers: { cookie: `atendo_media=${cookieBeforeLogout}` },
    })
    expect(kept.status).toBe(404)
  })

  it('stays unbound for callers that send no media cookie (scripts, the SDK), which only expire', async () => {
    const script = await new ApiClient(testApp.url).login(TEST_ADMIN)
    script.cookies.clear()
    const { link } = await quickMessageWithFile(script, 'script')
    const opened = await bare(link)
    expect(opened.status).toBe(200)
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(pdf)
  })
})

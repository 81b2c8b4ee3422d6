import { ApiClient, createCompany, createUser, waitFor } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messenger, pageId, pageWebhook, psid } from '../fixtures/messenger.ts'
import { appSecret, type MetaTestApp, startMetaTestApp, verifyToken } from '../testing/meta-test-app.ts'
import { signBody } from './signature.ts'

let meta: MetaTestApp
let otherCompanyId: number
let otherAdmin: ApiClient
const messageCount = async (externalId: string) =>
  Number(
    (
      await meta.rows<{ count: string }>('select count(*) from messages where external_id = ?', [externalId])
    )[0]!.count,
  )

beforeAll(async () => {
  meta = await startMetaTestApp()
  const created = await meta.admin.post('/api/whatsapp', {
    name: 'Página Loja',
    channel: 'facebook',
    credentials: { pageId, accessToken: 'page-token-A' },
  })
  expect(created.status).toBe(201)
  otherCompanyId = await createCompany(meta.testApp, { name: 'Outra Empresa' })
  otherAdmin = await new ApiClient(meta.testApp.url).login(
    await createUser(meta.testApp, { companyId: otherCompanyId, profile: 'admin' }),
  )
})
afterAll(() => meta.close())

describe('GET /api/webhooks/meta', () => {
  const check = (token: string) =>
    fetch(
      new URL(
        `/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
        meta.testApp.url,
      ),
    )

  it('answers the challenge when the verify token matches', async () => {
    const answer = await check(verifyToken)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('1158201444')
  })

  it('refuses a wrong verify token with 403', async () => {
    const answer = await check('not-the-token')
    expect(answer.status).toBe(403)
    expect(await answer.text()).not.toContain('1158201444')
  })
})

describe('POST /api/webhooks/meta', () => {
  it('records a signed message once and answers 200', async () => {
    const body = pageWebhook([messenger.text('m_sig_1')])
    const answer = await meta.deliver(body)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ received: 1 })
    await waitFor(async () => (await messageCount('m_sig_1')) === 1)
    const [ticket] = await meta.rows<{ company_id: number; channel: string }>(
      'select t.company_id, t.channel from messages m join tickets t on t.id = m.ticket_id where m.external_id = ?',
      ['m_sig_1'],
    )
    expect(ticket).toEqual({ company_id: 1, channel: 'facebook' })
  })

  it('ignores a replayed delivery and the same mid delivered again in another body', async () => {
    const body = pageWebhook([messenger.text('m_replay_1')])
    expect((await meta.deliver(body)).status).toBe(200)
    const replay = await meta.deliver(body)
    expect(await replay.json()).toEqual({ received: 0 })
    // Meta retrying with another envelope (a later `time`): the entry is new, the mid is not.
    const again = { ...body, entry: [{ ...body.entry[0]!, time: 1 }] }
    expect(await (await meta.deliver(again)).json()).toEqual({ received: 1 })
    await waitFor(async () => (await messageCount('m_replay_1')) === 1)
    await waitFor(async () => {
      const [row] = await meta.rows<{ count: string }>(
        "select count(*) from inbound_events where external_id = 'm_replay_1' and status <> 'pending'",
      )
      return Number(row!.count) === 1
    })
    expect(await messageCount('m_replay_1')).toBe(1)
  })

  it('refuses unsigned (401), forged (403) and malformed (400) bodies and stores nothing', async () => {
    const body = pageWebhook([messenger.text('m_forged_1')])
    expect((await meta.deliver(body, { signature: null })).status).toBe(401)
    expect(
      (await meta.deliver(body, { signature: signBody('another-secret', JSON.stringify(body)) })).status,
    ).toBe(403)
    expect((await meta.deliver(body, { signature: 'sha256=00' })).status).toBe(403)
    // Signed over other bytes than those sent.
    const raw = JSON.stringify(body)
    expect((await meta.deliver(body, { raw: `${raw} `, signature: signBody(appSecret, raw) })).status).toBe(
      403,
    )
    expect((await meta.deliver(undefined, { raw: '{"object": "page", "entry": ' })).status).toBe(400)
    expect((await meta.deliver(undefined, { raw: '{"object": "page"}' })).status).toBe(400)
    const [entries] = await meta.rows<{ count: string }>(
      "select count(*) from channel_meta_webhook_entries where payload::text like '%m_forged_1%'",
    )
    expect(Number(entries!.count)).toBe(0)
    expect(await messageCount('m_forged_1')).toBe(0)
  })

  it('drops entries of pages no connection has', async () => {
    const answer = await meta.deliver(
      pageWebhook([messenger.text('m_stranger_1', 'oi', psid, '9999')], '9999'),
    )
    expect(await answer.json()).toEqual({ received: 0 })
  })
})

describe('tenant isolation', () => {
  it("refuses another company's connection for a page already linked", async () => {
    const answer = await otherAdmin.post('/api/whatsapp', {
      name: 'Página roubada',
      channel: 'facebook',
      credentials: { pageId, accessToken: 'page-token-B' },
    })
    expect(answer.status).toBe(409)
    expect(answer.body.error).toBe('ERR_CHANNEL_META_ACCOUNT_TAKEN')
    expect(JSON.stringify(answer.body)).not.toContain('Página Loja')
  })

  it("routes each page's messages to its own company only", async () => {
    const created = await otherAdmin.post('/api/whatsapp', {
      name: 'Página B',
      channel: 'facebook',
      credentials: { pageId: '8002', accessToken: 'page-token-B' },
    })
    expect(created.status).toBe(201)
    await meta.deliver({
      object: 'page',
      entry: [
        { id: pageId, time: 5, messaging: [messenger.text('m_tenant_a', 'para A', psid, pageId)] },
        { id: '8002', time: 5, messaging: [messenger.text('m_tenant_b', 'para B', psid, '8002')] },
      ],
    })
    await waitFor(
      async () => (await messageCount('m_tenant_a')) === 1 && (await messageCount('m_tenant_b')) === 1,
    )
    const rows = await meta.rows<{ external_id: string; company_id: number }>(
      "select external_id, company_id from messages where external_id in ('m_tenant_a', 'm_tenant_b') order by external_id",
    )
    expect(rows).toEqual([
      { external_id: 'm_tenant_a', company_id: 1 },
      { external_id: 'm_tenant_b', company_id: otherCompanyId },
    ])
    // The other company never sees company 1's credentials, nor its connection.
    const listed = await otherAdmin.get('/api/whatsapp')
    expect(listed.body.map((connection: { name: string }) => connection.name)).toEqual(['Página B'])
    expect(JSON.stringify(listed.body)).not.toContain('page-token')
  })
})

import { ApiClient, createCompany, createUser, TEST_ADMIN } from '@atendo/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphErrorBody } from '../testing/fake-graph.ts'
import { appSecret, type MetaTestApp, startMetaTestApp } from '../testing/meta-test-app.ts'

let meta: MetaTestApp
let attendant: ApiClient

beforeAll(async () => {
  meta = await startMetaTestApp()
  attendant = await new ApiClient(meta.testApp.url).login(await createUser(meta.testApp, { companyId: 1 }))
})
afterAll(() => meta.close())

describe('connections made by hand', () => {
  it('creates Messenger, Instagram and Cloud API connections, checked and subscribed, tokens never answered', async () => {
    const facebook = await meta.admin.post('/api/whatsapp', {
      name: 'Página',
      channel: 'facebook',
      credentials: { pageId: '5001', accessToken: 'secret-page-token' },
    })
    expect(facebook.status).toBe(201)
    expect(facebook.body).toMatchObject({ channel: 'facebook', provider: 'facebook', number: 'Página 5001' })
    expect(facebook.body.credentials).toEqual({ pageId: '5001' })
    expect(meta.graph.callsTo('POST', /^5001\/subscribed_apps$/)[0]!.body.subscribed_fields).toContain(
      'messages',
    )

    const instagram = await meta.admin.post('/api/whatsapp', {
      name: 'Instagram',
      channel: 'instagram',
      credentials: { pageId: '5001', accessToken: 'secret-page-token' },
    })
    expect(instagram.status).toBe(201)
    // The Instagram account was found from the page.
    expect(instagram.body.credentials).toEqual({ pageId: '5001', instagramAccountId: '1784145001' })
    expect(instagram.body.number).toBe('ig5001')

    const cloud = await meta.admin.post('/api/whatsapp', {
      name: 'Cloud API',
      channel: 'whatsapp',
      provider: 'cloud',
      credentials: { phoneNumberId: '6001', wabaId: '6100', accessToken: 'secret-cloud-token' },
    })
    expect(cloud.status).toBe(201)
    expect(cloud.body).toMatchObject({ channel: 'whatsappapi', provider: 'cloud', number: '551140000000' })
    expect(meta.graph.callsTo('POST', /^6100\/subscribed_apps$/)).toHaveLength(1)

    const everything = JSON.stringify([facebook.body, instagram.body, cloud.body])
    expect(everything).not.toContain('secret-')
    const listed = await meta.admin.get('/api/whatsapp')
    expect(JSON.stringify(listed.body)).not.toContain('secret-')
    const seenByAttendant = await attendant.get('/api/whatsapp')
    expect(seenByAttendant.status).toBe(200)
    expect(
      seenByAttendant.body.every(
        (connection: { credentials: object }) => Object.keys(connection.credentials).length === 0,
      ),
    ).toBe(true)
    const [status] = await meta.rows<{ status: string }>('select status from connections where id = ?', [
      cloud.body.id,
    ])
    expect(status?.status).toBe('CONNECTED')
  })

  it('refuses missing credentials, unknown fields and tokens Meta rejects', async () => {
    const missing = await meta.admin.post('/api/whatsapp', {
      name: 'Sem token',
      channel: 'facebook',
      credentials: { pageId: '5002' },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.fields).toMatchObject([expect.objectContaining({ field: 'credentials.accessToken' })])
    const unknown = await meta.admin.post('/api/whatsapp', {
      name: 'Campo a mais',
      channel: 'facebook',
      credentials: { pageId: '5002', accessToken: 't', password: 'x' },
    })
    expect(unknown.status).toBe(400)
    meta.graph.on('GET', /^5003$/, () => ({
      status: 400,
      body: graphErrorBody(190, 'Invalid OAuth access token.'),
    }))
    const rejected = await meta.admin.post('/api/whatsapp', {
      name: 'Token ruim',
      channel: 'facebook',
      credentials: { pageId: '5003', accessToken: 'bad' },
    })
    meta.graph.reset()
    expect(rejected.status).toBe(401)
    expect(rejected.body.error).toBe('ERR_CHANNEL_META_TOKEN_REVOKED')
    const [count] = await meta.rows<{ count: string }>(
      "select count(*) from connections where name in ('Sem token', 'Campo a mais', 'Token ruim')",
    )
    expect(Number(count!.count)).toBe(0)
  })

  it('keeps the stored token when an update leaves it blank, and refuses credentials on channels without them', async () => {
    const created = await meta.admin.post('/api/whatsapp', {
      name: 'Renomeada',
      channel: 'facebook',
      credentials: { pageId: '5004', accessToken: 'first-token' },
    })
    const renamed = await meta.admin.put(`/api/whatsapp/${created.body.id}`, {
      name: 'Renomeada 2',
      credentials: { accessToken: '' },
    })
    expect(renamed.status).toBe(200)
    const [row] = await meta.rows<{ options: { credentials: Record<string, string> } }>(
      'select options from connections where id = ?',
      [created.body.id],
    )
    expect(row!.options.credentials).toEqual({ pageId: '5004', accessToken: 'first-token' })
    const changed = await meta.admin.put(`/api/whatsapp/${created.body.id}`, {
      credentials: { accessToken: 'second-token' },
    })
    expect(changed.status).toBe(200)
    const [after] = await meta.rows<{ options: { credentials: Record<string, string> } }>(
      'select options from connections where id = ?',
      [created.body.id],
    )
    expect(after!.options.credentials.accessToken).toBe('second-token')
  })
})

describe('POST /facebook', () => {
  it('exchanges the login for page tokens and makes one connection per page and linked Instagram account', async () => {
    const answer = await meta.admin.post('/api/facebook', {
      facebookUserId: '100200300',
      facebookUserToken: 'short-lived-user-token',
      addInstagram: true,
    })
    expect(answer.status).toBe(201)
    expect(
      answer.body.connections.map((connection: { name: string; channel: string }) => [
        connection.name,
        connection.channel,
      ]),
    ).toEqual([
      ['Loja Centro', 'facebook'],
      ['@lojacentro', 'instagram'],
      ['Loja Norte', 'facebook'],
    ])
    const exchange = meta.graph.callsTo('GET', /^oauth\/access_token$/)[0]!
    expect(exchange.query.get('grant_type')).toBe('fb_exchange_token')
    expect(exchange.query.get('client_secret')).toBe(appSecret)
    expect(meta.graph.callsTo('GET', /^100200300\/accounts$/)[0]!.authorization).toBe(
      'Bearer long-lived-user-token',
    )
    const [row] = await meta.rows<{ options: { credentials: Record<string, string> } }>(
      "select options from connections where name = 'Loja Norte'",
    )
    expect(row!.options.credentials).toEqual({ pageId: '7002', accessToken: 'page-token-7002' })
    expect(JSON.stringify(answer.body)).not.toContain('page-token')

    const again = await meta.admin.post('/api/facebook', {
      facebookUserId: '100200300',
      facebookUserToken: 'short-lived-user-token',
    })
    expect(again.body.connections).toEqual([])
    expect(again.body.skipped.map((skipped: { reason: string }) => skipped.reason)).toEqual([
      'ERR_CHANNEL_META_ACCOUNT_TAKEN',
      'ERR_CHANNEL_META_ACCOUNT_TAKEN',
    ])
  })

  it('is refused to attendants without the connections permission', async () => {
    const answer = await attendant.post('/api/facebook', {
      facebookUserId: '1',
      facebookUserToken: 'short-lived-user-token',
    })
    expect(answer.status).toBe(403)
  })

  it("gives the login button the app id, the SDK's address and the permissions, never the secret", async () => {
    const answer = await meta.admin.get('/api/channel-meta/login-settings')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      appId: '1234567890',
      sdkUrl: `${meta.graph.url}/sdk.js`,
      graphApiVersion: 'v21.0',
      scopes: {
        facebook: ['pages_show_list', 'pages_messaging', 'pages_manage_metadata', 'pages_read_engagement'],
        instagram: expect.arrayContaining(['pages_messaging', 'instagram_manage_messages']),
      },
    })
    expect(JSON.stringify(answer.body)).not.toContain(appSecret)
    expect((await attendant.get('/api/channel-meta/login-settings')).status).toBe(403)
  })
})

describe('the Meta app settings', () => {
  it('are the super admin’s only, with secrets masked, and win over the configuration', async () => {
    const companyId = await createCompany(meta.testApp, { name: 'Cliente' })
    const companyAdmin = await new ApiClient(meta.testApp.url).login(
      await createUser(meta.testApp, { companyId, profile: 'admin' }),
    )
    expect((await companyAdmin.get('/api/channel-meta/app')).status).toBe(403)
    const superAdmin = await new ApiClient(meta.testApp.url).login(TEST_ADMIN)
    const shown = await superAdmin.get('/api/channel-meta/app/1')
    expect(shown.body).toMatchObject({
      appId: '1234567890',
      appSecret: '••••••6789',
      fromConfiguration: { appSecret: true },
    })
    expect(JSON.stringify(shown.body)).not.toContain(appSecret)

    const saved = await superAdmin.put('/api/channel-meta/app/1', {
      appId: '999',
      appSecret: 'new-secret-abcdefgh',
      verifyToken: '••••••',
    })
    expect(saved.body).toMatchObject({
      appId: '999',
      appSecret: '••••••efgh',
      fromConfiguration: { appSecret: false, verifyToken: true },
    })
    const check = await fetch(
      new URL(
        '/api/webhooks/meta?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=42',
        meta.testApp.url,
      ),
    )
    expect(await check.text()).toBe('42')
    // Webhooks are now checked with the saved secret.
    const body = JSON.stringify({ object: 'page', entry: [] })
    expect((await meta.deliver(undefined, { raw: body })).status).toBe(403)
    const { signBody } = await import('../webhook/signature.ts')
    expect(
      (await meta.deliver(undefined, { raw: body, signature: signBody('new-secret-abcdefgh', body) })).status,
    ).toBe(200)
    const panels = await superAdmin.get('/api/plugins/ui')
    expect(JSON.stringify(panels.body.panels)).toContain('/channel-meta/app')
  })
})

import { definePlugin } from '@atendo/plugin-api'
import pg from 'pg'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companyEm } from '../../kernel/db/orm.ts'
import { ApiClient, startTestApp, TEST_ADMIN, type TestApp, waitFor } from '../../testing/index.ts'
import { insertCompany, insertUser } from '../users/test-tenants.ts'
import { companySettingDefaults } from './company-setting-defaults.ts'
import { getCompanySetting } from './company-settings.ts'

let testApp: TestApp
let sql: pg.Client
let admin: ApiClient
let plain: ApiClient
let companyB: number
let adminB: ApiClient
const sockets: Socket[] = []

const pluginWithOption = definePlugin({
  id: 'settings-test-option',
  version: '1.0.0',
  contract: '^2.0.0',
  register({ settings }) {
    settings.companyOption({ key: 'campaignsEnabled', default: 'false' })
  },
})

// A 1x1 transparent PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  testApp = await startTestApp({ plugins: [pluginWithOption] })
  sql = new pg.Client({ connectionString: testApp.database.url })
  await sql.connect()
  admin = await new ApiClient(testApp.url).login(TEST_ADMIN)
  plain = await new ApiClient(testApp.url).login(await insertUser(sql, 1))
  companyB = await insertCompany(sql)
  adminB = await new ApiClient(testApp.url).login(await insertUser(sql, companyB, { profile: 'admin' }))
})

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await sql?.end()
  await testApp?.close()
})

const anonymous = () => new ApiClient(testApp.url)

function openSocket(companyId: number, token: string) {
  const socket = connectSocket(`${testApp.url}/${companyId}`, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  sockets.push(socket)
  const received: { event: string; payload: Record<string, unknown> }[] = []
  socket.onAny((event: string, payload: Record<string, unknown>) => void received.push({ event, payload }))
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return { received, ready }
}

const putOption = (client: ApiClient, column: string, data: string) =>
  client.put('/api/companySettings', { column, data })

describe('company settings', () => {
  it('answers every option with its default, plugin options included', async () => {
    const answer = await plain.get('/api/companySettings/1')
    expect(answer.status).toBe(200)
    const expected = Object.fromEntries(
      Object.entries(companySettingDefaults).map(([key, rule]) => [key, rule.default]),
    )
    expect(answer.body).toEqual({ companyId: 1, ...expected, campaignsEnabled: 'false' })
    expect(answer.body).toMatchObject({
      userRating: 'disabled',
      scheduleType: 'disabled',
      chatBotType: 'text',
      acceptCallWhatsapp: 'enabled',
      sendSignMessage: 'enabled',
      requiredTag: 'disabled',
    })
    const one = await plain.get('/api/companySettingOne?column=chatBotType')
    expect(one.body).toEqual({ key: 'chatBotType', value: 'text' })
    expect((await plain.get('/api/companySettingOne?column=nope')).status).toBe(404)
  })

  it('saves an option (admin only), checks its values and tells only this company', async () => {
    const socketA = openSocket(1, admin.token!)
    const socketB = openSocket(companyB, adminB.token!)
    await Promise.all([socketA.ready, socketB.ready])

    expect((await putOption(plain, 'userRating', 'enabled')).status).toBe(403)
    const invalid = await putOption(admin, 'userRating', 'yes')
    expect(invalid.status).toBe(400)
    expect(invalid.body.fields[0].field).toBe('userRating')
    expect((await putOption(admin, 'scheduleType', 'weekly')).status).toBe(400)
    expect((await putOption(admin, 'unknownOption', 'x')).status).toBe(404)

    const saved = await putOption(admin, 'scheduleType', 'company')
    expect(saved.body).toEqual({ key: 'scheduleType', value: 'company' })
    expect((await plain.get('/api/companySettingOne?column=scheduleType')).body.value).toBe('company')
    expect((await putOption(admin, 'campaignsEnabled', 'true')).status).toBe(200)

    const event = await waitFor(() => socketA.received.find((item) => item.event === 'company-1-settings'))
    expect(event.payload).toEqual({ action: 'update', setting: { key: 'scheduleType', value: 'company' } })
    expect(socketB.received.filter((item) => item.event.endsWith('-settings'))).toEqual([])
    // Company B still has the default.
    expect((await adminB.get(`/api/companySettings/${companyB}`)).body.scheduleType).toBe('disabled')
  })

  it('requires the message a switched-on feature sends', async () => {
    const pairs = [
      ['sendMsgTransfTicket', 'enabled', 'transferMessage'],
      ['sendGreetingAccepted', 'enabled', 'greetingAcceptedMessage'],
      ['sendQueuePosition', 'enabled', 'sendQueuePositionMessage'],
      ['acceptCallWhatsapp', 'disabled', 'AcceptCallWhatsappMessage'],
    ] as const
    for (const [toggle, on, message] of pairs) {
      const refused = await putOption(admin, toggle, on)
      expect(refused.status).toBe(400)
      expect(refused.body.fields).toMatchObject([{ field: message, message: 'Required' }])
      expect((await putOption(admin, message, 'Uma mensagem')).status).toBe(200)
      expect((await putOption(admin, toggle, on)).status).toBe(200)
      const emptied = await putOption(admin, message, '  ')
      expect(emptied.status).toBe(400)
    }
    const em = companyEm(testApp.app.kernel.orm, 1)
    expect(await getCompanySetting(em, 1, 'sendGreetingAccepted')).toBe('enabled')
    expect(await getCompanySetting(em, 1, 'lgpdHideNumber')).toBe('disabled')
  })

  it("keeps companies apart: another company's settings are 404 except for the super admin", async () => {
    await putOption(adminB, 'requiredTag', 'enabled')
    expect((await adminB.get('/api/companySettings/1')).status).toBe(404)
    expect((await admin.get(`/api/companySettings/${companyB}`)).body.requiredTag).toBe('enabled')
    expect((await admin.get('/api/companySettings/999999')).status).toBe(404)
    const { rows } = await sql.query(
      `select value from company_settings where company_id = 1 and key = 'requiredTag'`,
    )
    expect(rows).toEqual([])
    expect((await admin.get('/api/companySettingOne?column=requiredTag')).body.value).toBe('disabled')
  })
})

describe('global settings', () => {
  it('lets only the super admin write them, checking each value', async () => {
    expect((await admin.put('/api/settings/downloadLimit', { value: '128' })).body).toEqual({
      key: 'downloadLimit',
      value: '128',
    })
    expect((await admin.put('/api/settings/downloadLimit', { value: '100' })).status).toBe(400)
    expect((await admin.put('/api/settings/userCreation', { value: 'yes' })).status).toBe(400)
    expect((await admin.put('/api/settings/primaryColorLight', { value: 'red' })).status).toBe(400)
    expect((await admin.put('/api/settings/primaryColorLight', { value: '#112233' })).status).toBe(200)
    expect((await admin.put('/api/settings/noSuchKey', { value: 'x' })).status).toBe(404)
    const refused = await adminB.put('/api/settings/appName', { value: 'Roubado' })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('ERR_SUPER_ONLY')
  })

  it('never shows secrets to anyone but the super admin, and to them masked', async () => {
    const saved = await admin.put('/api/settings/mpaccesstoken', { value: 'APP_USR-123456789' })
    expect(saved.body).toEqual({ key: 'mpaccesstoken', value: '********6789' })
    const { rows } = await sql.query(`select value from global_settings where key = 'mpaccesstoken'`)
    expect(rows[0].value).toBe('APP_USR-123456789')

    const forSuper = await admin.get('/api/settings')
    expect(forSuper.body).toContainEqual({ key: 'mpaccesstoken', value: '********6789' })
    expect(forSuper.body).toContainEqual({ key: 'openaikeyaudio', value: '' })
    const forUser = await adminB.get('/api/settings')
    const keys = forUser.body.map((setting: { key: string }) => setting.key)
    expect(keys).toEqual(expect.arrayContaining(['appName', 'downloadLimit', 'userCreation']))
    for (const secret of ['mpaccesstoken', 'eficlientsecret', 'efichavepix', 'openaikeyaudio']) {
      expect(keys).not.toContain(secret)
    }
    expect(JSON.stringify(forUser.body)).not.toContain('APP_USR')
    expect((await adminB.get('/api/setting/mpaccesstoken')).status).toBe(404)
    expect((await adminB.get('/api/setting/downloadLimit')).body).toEqual({
      key: 'downloadLimit',
      value: '128',
    })
    expect((await admin.get('/api/setting/mpaccesstoken')).body.value).toBe('********6789')
  })

  it('tells every company of a shared setting, and no other company of a secret', async () => {
    const socketB = openSocket(companyB, adminB.token!)
    const socketA = openSocket(1, admin.token!)
    await Promise.all([socketA.ready, socketB.ready])
    await admin.put('/api/settings/appName', { value: 'Central de Atendimento' })
    const heardByB = await waitFor(() =>
      socketB.received.find((item) => item.event === `company-${companyB}-settings`),
    )
    expect(heardByB.payload).toEqual({
      action: 'update',
      setting: { key: 'appName', value: 'Central de Atendimento' },
    })

    await admin.put('/api/settings/mpaccesstoken', { value: 'APP_USR-987654321' })
    const secret = await waitFor(() =>
      socketA.received.find(
        (item) => (item.payload.setting as { key?: string } | undefined)?.key === 'mpaccesstoken',
      ),
    )
    expect(secret.payload).toEqual({
      action: 'update',
      setting: { key: 'mpaccesstoken', value: '********4321' },
    })
    expect(JSON.stringify(socketB.received)).not.toContain('mpaccesstoken')
  })

  it('answers whitelabel settings without a token, and nothing else', async () => {
    await admin.put('/api/settings/appName', { value: 'Central Atende' })
    // The bare value, as the family's theme builders read it (issue 14).
    const name = await anonymous().get('/api/public-settings/appName')
    expect(name.status).toBe(200)
    expect(name.headers.get('content-type')).toContain('application/json')
    expect(name.body).toBe('Central Atende')
    expect((await anonymous().get('/api/public-settings/primaryColorDark')).body).toBe('#39ACE7')
    expect((await anonymous().get('/api/public-settings/userCreation')).body).toBe('disabled')
    expect((await anonymous().get('/api/public-settings/allowSignup')).body).toBe('disabled')
    // A logo never uploaded is an empty value, not a 404.
    expect((await anonymous().get('/api/public-settings/appLogoDark')).body).toBe('')
    await admin.put('/api/settings/mpaccesstoken', { value: 'APP_USR-secret-token' })
    for (const key of ['mpaccesstoken', 'downloadLimit', 'appLogoBackgroundLight', 'nothing']) {
      const hidden = await anonymous().get(`/api/public-settings/${key}`)
      expect(hidden.status).toBe(200)
      expect(hidden.body).toBe('')
    }
    expect((await anonymous().get('/api/settings')).status).toBe(401)
  })

  it('stores an uploaded logo and serves it through a signed URL', async () => {
    const form = (mode: string, content = png, fileName = 'logo.png', type = 'image/png') => {
      const body = new FormData()
      body.append('typeArch', 'logo')
      body.append('mode', mode)
      body.append('file', new Blob([new Uint8Array(content)], { type }), fileName)
      return body
    }
    expect((await adminB.post('/api/settings-whitelabel/logo', form('Light'))).status).toBe(403)
    expect((await admin.post('/api/settings-whitelabel/logo', form('Sideways'))).status).toBe(400)
    expect(
      (
        await admin.post(
          '/api/settings-whitelabel/logo',
          form('Dark', Buffer.from('<svg/>'), 'a.svg', 'image/svg+xml'),
        )
      ).status,
    ).toBe(400)

    const uploaded = await admin.post('/api/settings-whitelabel/logo', form('Light'))
    expect(uploaded.status).toBe(200)
    expect(uploaded.body.key).toBe('appLogoLight')
    expect(uploaded.body.value).toMatch(/^\/public\/company1\/.+\.png\?expires=/)
    const publicLogo = await anonymous().get('/api/public-settings/appLogoLight')
    const served = await fetch(new URL(publicLogo.body, testApp.url))
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png)

    const cleared = await admin.put('/api/settings/appLogoLight', { value: '' })
    expect(cleared.body.value).toBe('')
    expect((await fetch(new URL(publicLogo.body, testApp.url))).status).toBe(404)
  })
})

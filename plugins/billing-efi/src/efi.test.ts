import { ApiClient, createUser } from '@atendo/core/testing'
import { type BillingTestApp, type FakeProvider, startBillingTestApp } from '@atendo/plugin-billing/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import efi from './index.ts'
import {
  type EfiPki,
  fakeEfiCredentials,
  fakeEfiQrCode,
  makeEfiPki,
  startFakeEfi,
} from './testing/fake-efi.ts'

const webhookSecret = 'efi-webhook-secret-0123456789'
let pki: EfiPki
let fake: FakeProvider
let billing: BillingTestApp

beforeAll(async () => {
  pki = makeEfiPki()
  // Efí's API: answers only clients presenting a certificate of its CA (mutual TLS).
  fake = await startFakeEfi(pki)
  billing = await startBillingTestApp({
    providers: [efi],
    pluginConfig: { 'billing-efi': { apiBaseUrl: fake.url, trustedCaPem: pki.ca } },
  })
  await billing.setGlobal({
    eficlientid: fakeEfiCredentials.clientId,
    eficlientsecret: fakeEfiCredentials.clientSecret,
    efichavepix: 'chave-pix-atendo',
    efiwebhooksecret: webhookSecret,
  })
})
afterAll(async () => {
  await billing?.close()
  await fake?.close()
})

function upload(client: ApiClient, content: Buffer | string, name: string, ref = '?ref=certificadoEfi') {
  const form = new FormData()
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name)
  return client.post(`/api/settings/cert-upload${ref}`, form)
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

describe('PIX certificate upload', () => {
  it('is super only, needs a destination, a file, and a real .p12; answers Arquivo Anexado', async () => {
    const company = await billing.company()
    expect((await upload(company.admin, pki.clientP12, 'cert.p12')).status).toBe(403)
    const noDestination = await upload(billing.superAdmin, pki.clientP12, 'cert.p12', '')
    expect(noDestination.body.code).toBe('ERR_BILLING_EFI_DESTINATION_REQUIRED')
    const noFile = await billing.superAdmin.post(
      '/api/settings/cert-upload?ref=certificadoEfi',
      new FormData(),
    )
    expect(noFile.body.code).toBe('ERR_BILLING_EFI_FILE_REQUIRED')
    const wrongName = await upload(billing.superAdmin, pki.clientP12, 'cert.pem')
    expect(wrongName.body.code).toBe('ERR_BILLING_EFI_NOT_P12')
    const fakeContent = await upload(billing.superAdmin, 'not a certificate at all', 'cert.p12')
    expect(fakeContent.body.code).toBe('ERR_BILLING_EFI_NOT_P12')
    const rows = await billing.rows('select ref from billing_efi_certificates')
    expect(rows).toEqual([])
  })
})

describe('Efí PIX', () => {
  it('refuses to charge before the certificate is uploaded', async () => {
    const company = await billing.company({ dueDate: daysFromToday(3) })
    const answer = await company.admin.post('/api/subscription', { firstName: 'Ana', zipcode: '12345678901' })
    expect(answer.body.code).toBe('ERR_BILLING_EFI_CERTIFICATE_MISSING')
  })

  it("fails the charge when Efí's server refuses the certificate (another CA's)", async () => {
    expect((await upload(billing.superAdmin, pki.strangerP12, 'stranger.p12')).body).toEqual({
      mensagem: 'Arquivo Anexado',
    })
    const company = await billing.company({ dueDate: daysFromToday(3) })
    const answer = await company.admin.post('/api/subscription', { firstName: 'Ana', zipcode: '12345678901' })
    expect(answer.status).toBe(502)
    expect(answer.body.code).toBe('ERR_BILLING_PROVIDER_FAILED')
    expect(await billing.rows('select id from billing_charges where company_id = ?', [company.id])).toEqual(
      [],
    )
  })

  it('charges over mutual TLS, answers the QR code and copy-paste code; the signed notification pays once', async () => {
    expect((await upload(billing.superAdmin, pki.clientP12, 'producao.p12')).body).toEqual({
      mensagem: 'Arquivo Anexado',
    })
    const dueDate = daysFromToday(-1)
    const company = await billing.company({ dueDate, recurrence: 'MENSAL' })
    await billing.rows(`update plans set amount = 30 where id = 1`)
    const answer = await company.admin.post('/api/subscription', {
      firstName: 'Ana',
      lastName: 'Lima',
      zipcode: '123.456.789-01',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body.qrcode).toMatchObject({
      qrcode: expect.stringContaining('br.gov.bcb.pix'),
      imagemQrcode: fakeEfiQrCode.imagemQrcode,
    })
    expect(answer.body.valorext).toBe(30)
    const cob = fake.received.find((request) => request.method === 'PUT')!
    expect(cob.clientCertificate).toBe('atendo-client')
    expect(cob.headers.authorization).toBe('Bearer efi-access-token')
    expect(JSON.parse(cob.body)).toMatchObject({
      valor: { original: '30.00' },
      chave: 'chave-pix-atendo',
      devedor: { cpf: '12345678901', nome: 'Ana Lima' },
    })
    const txid = cob.path.split('/').at(-1)!

    const body = JSON.stringify({
      pix: [{ endToEndId: 'E1234', txid, valor: '30.00', horario: new Date().toISOString() }],
    })
    expect((await billing.notify('efi-pix', body, {}, '?hmac=wrong-secret&ignorar=')).status).toBe(401)
    expect((await billing.notify('efi-pix', body)).status).toBe(401)
    const underpaid = JSON.stringify({ pix: [{ txid, valor: '3.00', horario: new Date().toISOString() }] })
    expect(
      await (await billing.notify('efi-pix', underpaid, {}, `?hmac=${webhookSecret}&ignorar=`)).json(),
    ).toMatchObject({ outcome: 'underpaid' })
    const first = await billing.notify('efi-pix', body, {}, `?hmac=${webhookSecret}&ignorar=`)
    expect(await first.json()).toMatchObject({ outcome: 'paid' })
    const replay = await billing.notify('efi-pix', body, {}, `?hmac=${webhookSecret}&ignorar=`)
    expect(await replay.json()).toMatchObject({ outcome: 'replayed' })
    const [row] = await billing.rows<{ due_date: string }>(
      `select to_char(due_date, 'YYYY-MM-DD') as due_date from companies where id = ?`,
      [company.id],
    )
    const [year, month, day] = dueDate.split('-').map(Number) as [number, number, number]
    const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
    expect(row!.due_date).toBe(
      new Date(Date.UTC(year, month, Math.min(day, lastDay))).toISOString().slice(0, 10),
    )
    const outcomes = await billing.rows<{ outcome: string }>(
      `select outcome from billing_notifications where provider = 'efi-pix' order by id`,
    )
    expect(outcomes.map((entry) => entry.outcome)).toEqual([
      'rejected',
      'rejected',
      'underpaid',
      'paid',
      'replayed',
    ])
  })

  it('lets a plain user of a company upload nothing (super only) and keeps the certificate out of public files', async () => {
    const company = await billing.company()
    const plain = await new ApiClient(billing.testApp.url).login(
      await createUser(billing.testApp, { companyId: company.id }),
    )
    expect((await upload(plain, pki.clientP12, 'x.p12')).status).toBe(403)
    const stored = await billing.rows<{ file_name: string }>('select file_name from billing_efi_certificates')
    expect(stored).toEqual([{ file_name: 'producao.p12' }])
    expect((await fetch(new URL('/public/producao.p12', billing.testApp.url))).status).toBe(404)
  })
})

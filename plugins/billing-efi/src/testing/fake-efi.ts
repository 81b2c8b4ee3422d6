import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type FakeProvider, startFakeProvider } from '@atendo/plugin-billing/testing'

/** The certificates of a test: Efí's CA, its server's, and client bundles of that CA and another. */
export interface EfiPki {
  ca: string
  serverKey: string
  serverCert: string
  /** A `.p12` (no passphrase) of Efí's CA, as Efí's panel hands it out. */
  clientP12: Buffer
  /** A `.p12` of another CA, which Efí's server refuses. */
  strangerP12: Buffer
}

/** The client credentials the fake accepts at /oauth/token. */
export const fakeEfiCredentials = { clientId: 'Client_Id_efi', clientSecret: 'Client_Secret_efi' }

/** The copy-paste code and QR image the fake answers for every charge. */
export const fakeEfiQrCode = {
  qrcode: '00020126580014br.gov.bcb.pix0136chave-pix-atendo5204000053039865802BR6304ABCD',
  // A 1×1 PNG: the payment screen shows it as the QR code.
  imagemQrcode:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
}

/** A CA, a server certificate for 127.0.0.1 and client bundles, made with openssl in a temporary folder. */
export function makeEfiPki(): EfiPki {
  const where = mkdtempSync(join(tmpdir(), 'efi-pki-'))
  // Every name here is one word: a command line split on spaces is its arguments.
  const run = (command: string) => execFileSync('openssl', command.split(' '), { cwd: where, stdio: 'pipe' })
  const authority = (name: string) =>
    run(`req -x509 -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.crt -days 2 -subj /CN=${name}`)
  const signed = (name: string, ca: string, extra = '') => {
    run(`req -newkey rsa:2048 -nodes -keyout ${name}.key -out ${name}.csr -subj /CN=${name}`)
    run(
      `x509 -req -in ${name}.csr -CA ${ca}.crt -CAkey ${ca}.key -CAcreateserial -days 2 -out ${name}.crt${extra}`,
    )
  }
  try {
    authority('test-ca')
    authority('stranger-ca')
    writeFileSync(join(where, 'san.ext'), 'subjectAltName=IP:127.0.0.1')
    signed('efi-fake-server', 'test-ca', ' -extfile san.ext')
    signed('atendo-client', 'test-ca')
    signed('stranger-client', 'stranger-ca')
    for (const name of ['atendo-client', 'stranger-client'])
      run(`pkcs12 -export -inkey ${name}.key -in ${name}.crt -out ${name}.p12 -passout pass:`)
    const read = (name: string) => readFileSync(join(where, name))
    return {
      ca: read('test-ca.crt').toString(),
      serverKey: read('efi-fake-server.key').toString(),
      serverCert: read('efi-fake-server.crt').toString(),
      clientP12: read('atendo-client.p12'),
      strangerP12: read('stranger-client.p12'),
    }
  } finally {
    rmSync(where, { recursive: true, force: true })
  }
}

/**
 * Efí's API at the network edge: HTTPS answering only clients presenting a certificate of its CA
 * (mutual TLS), an OAuth token for the fake's credentials, `PUT /v2/cob/{txid}` opening a charge
 * (location 77) and `GET /v2/loc/77/qrcode` its QR code.
 */
export async function startFakeEfi(pki: EfiPki): Promise<FakeProvider> {
  const fake = await startFakeProvider(
    (listener) =>
      createServer(
        { key: pki.serverKey, cert: pki.serverCert, ca: pki.ca, requestCert: true, rejectUnauthorized: true },
        listener,
      ),
    'https',
  )
  const basic = Buffer.from(`${fakeEfiCredentials.clientId}:${fakeEfiCredentials.clientSecret}`).toString(
    'base64',
  )
  fake.on('POST /oauth/token', (request) =>
    request.headers.authorization === `Basic ${basic}`
      ? { status: 200, body: { access_token: 'efi-access-token', token_type: 'Bearer', expires_in: 3600 } }
      : { status: 401, body: { error: 'invalid_client' } },
  )
  fake.on('PUT /v2/cob/*', (request) => {
    const txid = request.path.split('/').at(-1)
    const body = JSON.parse(request.body)
    return {
      status: 201,
      body: { txid, loc: { id: 77 }, valor: body.valor, status: 'ATIVA', pixCopiaECola: `000201-${txid}` },
    }
  })
  fake.on('GET /v2/loc/77/qrcode', () => ({ status: 200, body: fakeEfiQrCode }))
  return fake
}

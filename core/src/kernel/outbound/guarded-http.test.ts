import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPublicAddress } from './blocked-addresses.ts'
import { createGuardedHttp } from './guarded-http.ts'

/** Local receivers: what a tenant's URL would reach if nothing stopped it. */
let internal: Server
let port: number
let redirector: Server
let redirectorPort: number
const received: { method: string; body: string }[] = []

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return (server.address() as AddressInfo).port
}

beforeAll(async () => {
  internal = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      received.push({ method: request.method ?? '', body })
      response.setHeader('content-type', 'text/plain')
      response.end(`secret metadata ${body}`)
    })
  })
  port = await listen(internal)
  redirector = createServer((request, response) => {
    const target = request.url === '/to-ipv6' ? `http://[::1]:${port}/` : `http://127.0.0.1:${port}/`
    response.statusCode = 302
    response.setHeader('location', target)
    response.end()
  })
  redirectorPort = await listen(redirector)
})

afterAll(() => {
  internal.closeAllConnections()
  redirector.closeAllConnections()
  internal.close()
  redirector.close()
})

const refusal = { code: 'ERR_URL_NOT_ALLOWED', statusCode: 400 }

describe('the addresses a tenant URL may reach', () => {
  it('are public unicast only, IPv4 and IPv6, mapped and translated forms included', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true)
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::5',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'ff02::1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })
})

describe('the guarded HTTP client', () => {
  const guarded = createGuardedHttp({ allowedHosts: '' })
  afterAll(() => guarded.close())

  it('refuses loopback, link-local metadata and IPv6 loopback before anything is sent', async () => {
    const before = received.length
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/',
      `http://0.0.0.0:${port}/`,
    ]) {
      await expect(guarded.fetch(url, { method: 'POST', body: 'x' }), url).rejects.toMatchObject(refusal)
      await expect(guarded.check(url), url).rejects.toMatchObject(refusal)
    }
    expect(received.length).toBe(before)
  })

  it('checks the address a name resolves to when it connects (localhost is loopback)', async () => {
    const before = received.length
    await expect(guarded.fetch(`http://localhost:${port}/`)).rejects.toMatchObject(refusal)
    await expect(guarded.check(`http://localhost:${port}/`)).rejects.toMatchObject(refusal)
    expect(received.length).toBe(before)
  })

  it('refuses schemes other than http and https', async () => {
    await expect(guarded.check('file:///etc/passwd')).rejects.toMatchObject(refusal)
    await expect(guarded.fetch('ftp://example.com/')).rejects.toMatchObject(refusal)
  })
})

describe('OUTBOUND_ALLOWED_HOSTS', () => {
  it('lets the operator allow named internal hosts, and nothing else', async () => {
    const guarded = createGuardedHttp({ allowedHosts: '127.0.0.1' })
    try {
      const answer = await guarded.fetch(`http://127.0.0.1:${port}/hook`, { method: 'POST', body: 'hello' })
      expect(answer.status).toBe(200)
      expect(await answer.text()).toBe('secret metadata hello')
      await guarded.check(`http://127.0.0.1:${port}/hook`)
      await expect(guarded.check(`http://[::1]:${port}/`)).rejects.toMatchObject(refusal)
      await expect(guarded.check('http://169.254.169.254/')).rejects.toMatchObject(refusal)
    } finally {
      guarded.close()
    }
  })

  it('follows a redirect only to an allowed address', async () => {
    // The redirector is allowed by its name; what it points to (127.0.0.1, ::1) is not.
    const guarded = createGuardedHttp({ allowedHosts: 'localhost' })
    const before = received.length
    try {
      await expect(guarded.fetch(`http://localhost:${redirectorPort}/`)).rejects.toMatchObject(refusal)
      await expect(guarded.fetch(`http://localhost:${redirectorPort}/to-ipv6`)).rejects.toMatchObject(refusal)
      const unfollowed = await guarded.fetch(`http://localhost:${redirectorPort}/`, { maxRedirects: 0 })
      expect(unfollowed.status).toBe(302)
      expect(received.length).toBe(before)
    } finally {
      guarded.close()
    }
    const both = createGuardedHttp({ allowedHosts: 'localhost, 127.0.0.0/8' })
    try {
      const followed = await both.fetch(`http://localhost:${redirectorPort}/`)
      expect(followed.status).toBe(200)
      expect(await followed.text()).toBe('secret metadata ')
    } finally {
      both.close()
    }
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { installErrorHandler } from './error-handler.ts'
import { serveUi } from './serve-ui.ts'

let dist: string
let app: FastifyInstance

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'atendo-ui-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)')
  app = Fastify()
  installErrorHandler(app)
  await app.register(serveUi, { root: dist, adminRoot: join(dist, 'no-admin') })
  await app.ready()
})

afterAll(async () => {
  await app.close()
  rmSync(dist, { recursive: true, force: true })
})

describe('serving the agent inbox build', () => {
  it('answers index.html for the app and its page paths', async () => {
    for (const url of ['/', '/tickets', '/tickets/6f1c2a4e-0000-4000-8000-000000000000', '/login?next=1']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['content-type']).toContain('text/html')
      expect(answer.body).toContain('id="root"')
      expect(answer.headers['cache-control']).toContain('no-cache')
    }
  })

  it('serves hashed assets with a long cache', async () => {
    const answer = await app.inject({ url: '/assets/index-abc.js' })
    expect(answer.statusCode).toBe(200)
    expect(answer.body).toBe('console.log(1)')
    expect(answer.headers['cache-control']).toContain('immutable')
  })

  it('keeps 404s for API, media and socket paths, and never leaves the build folder', async () => {
    for (const url of ['/api/nothing-here', '/public/x', '/socket.io/x']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json().error).toBe('ERR_ROUTE_NOT_FOUND')
    }
    const traversal = await app.inject({ url: '/assets/%2e%2e/%2e%2e/etc/passwd' })
    expect(traversal.body).not.toContain('root:')
  })

  it('registers nothing when there is no build', async () => {
    const bare = Fastify()
    installErrorHandler(bare)
    await bare.register(serveUi, { root: join(dist, 'missing'), adminRoot: join(dist, 'missing') })
    expect((await bare.inject({ url: '/' })).statusCode).toBe(404)
    await bare.close()
  })
})

describe('the back office under a router that ignores trailing slashes (as the app is built)', () => {
  it('redirects /admin to /admin/ and serves the app there', async () => {
    const routed = Fastify({ routerOptions: { ignoreTrailingSlash: true } })
    installErrorHandler(routed)
    await routed.register(serveUi, { root: join(dist, 'missing'), adminRoot: dist })
    const bare = await routed.inject({ url: '/admin' })
    expect(bare.statusCode).toBe(302)
    expect(bare.headers.location).toBe('/admin/')
    const slashed = await routed.inject({ url: '/admin/' })
    expect(slashed.statusCode).toBe(200)
    expect(slashed.body).toContain('id="root"')
    await routed.close()
  })
})

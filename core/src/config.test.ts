import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, maskUrlPassword, trustedProxies } from './config.ts'
import { corsOrigins } from './kernel/http/cors.ts'

/** The problems a configuration is refused with (fails the test when it is accepted). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('configuration defaults', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({ ROLE: 'all', NODE_ENV: 'development', TRUST_PROXY: 'false', PORT: 8080 })
    expect(config).not.toHaveProperty('PUBLIC_URL')
    expect(trustedProxies(config.TRUST_PROXY)).toBe(false)
  })
})

describe('configuration problems', () => {
  it('lists the accepted values of a union once, per variable', () => {
    expect(problemsOf({ ROLE: 'both', LOG_LEVEL: 'loud' })).toEqual([
      expect.stringMatching(/^ROLE: must be one of all, api, worker \(expected .*\), got "both"$/),
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ])
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      expect.stringMatching(/^NODE_ENV: must be one of development, production, test /),
    ])
  })

  it('refuses ROLE=api or ROLE=worker without REDIS_URL, saying why', () => {
    for (const role of ['api', 'worker']) {
      const [problem, ...others] = problemsOf({ ROLE: role })
      expect(others).toEqual([])
      expect(problem).toMatch(new RegExp(`^ROLE: ${role} needs REDIS_URL`))
      expect(problem).toContain('ROLE=all')
    }
    expect(loadConfig({ ROLE: 'worker', REDIS_URL: 'redis://127.0.0.1:6379' }).ROLE).toBe('worker')
  })

  it('never prints the value of a secret', () => {
    const secret = 'short-jwt-secret'
    const password = 'abc'
    const pluginConfig = '{"channel-api":{"apiKey":"sk-live-123"'
    const problems = problemsOf({ JWT_SECRET: secret, ADMIN_PASSWORD: password, PLUGIN_CONFIG: pluginConfig })
    const printed = problems.join('\n')
    expect(printed).toMatch(/JWT_SECRET: .*got a value of 16 characters \(not shown\)/)
    expect(printed).toMatch(/ADMIN_PASSWORD: .*got a value of 3 characters \(not shown\)/)
    expect(printed).not.toContain(secret)
    expect(printed).not.toContain(`"${password}"`)
    const [pluginProblem] = problemsOf({ PLUGIN_CONFIG: pluginConfig })
    expect(pluginProblem).toMatch(/^PLUGIN_CONFIG: must be a JSON object/)
    expect(pluginProblem).not.toContain('sk-live-123')
  })

  it('masks the password of a bad database, Redis or SMTP URL', () => {
    const printed = problemsOf({
      DATABASE_URL: 'mysql://atendo:db-pass-1@db.local/atendo',
      REDIS_URL: 'http://:redis-pass-2@cache.local:6379',
      SMTP_URL: 'mail://mailer:smtp-pass-3@smtp.local:587',
    }).join('\n')
    expect(printed).toContain('"mysql://atendo:***@db.local/atendo"')
    expect(printed).toContain('"http://:***@cache.local:6379"')
    expect(printed).toContain('"mail://mailer:***@smtp.local:587"')
    for (const secret of ['db-pass-1', 'redis-pass-2', 'smtp-pass-3']) expect(printed).not.toContain(secret)
    expect(maskUrlPassword('postgres://u@h/db')).toBe('postgres://u@h/db')
  })
})

describe('TRUST_PROXY', () => {
  it('is off by default and takes true, false or a list of proxies', () => {
    expect(trustedProxies(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY)).toBe(true)
    expect(trustedProxies(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY)).toBe(false)
    const listed = loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1' }).TRUST_PROXY
    expect(trustedProxies(listed)).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback', '::1'])
  })

  it('refuses hop counts and entries that are not addresses', () => {
    expect(problemsOf({ TRUST_PROXY: '2' })).toEqual([
      expect.stringMatching(/^TRUST_PROXY: a hop count is not supported/),
    ])
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/99' })).toEqual([
      'TRUST_PROXY: "proxy.local", "10.0.0.0/99" is not an address, a CIDR range or loopback/linklocal/uniquelocal',
    ])
    expect(problemsOf({ TRUST_PROXY: 'yes please' })[0]).toMatch(/^TRUST_PROXY: must match pattern/)
  })
})

describe('CORS_ORIGINS', () => {
  it('is empty by default and takes a comma list of origins', () => {
    expect(corsOrigins(loadConfig({}).CORS_ORIGINS)).toEqual([])
    const config = loadConfig({ CORS_ORIGINS: 'https://inbox.example.com, http://localhost:3000' })
    expect(corsOrigins(config.CORS_ORIGINS)).toEqual(['https://inbox.example.com', 'http://localhost:3000'])
  })

  it('refuses wildcards, paths and other schemes, naming each entry', () => {
    expect(problemsOf({ CORS_ORIGINS: '*, https://a.example.com/app, ftp://b.example.com' })).toEqual([
      expect.stringMatching(/^CORS_ORIGINS: "\*" wildcards are refused/),
      'CORS_ORIGINS: "https://a.example.com/app" is not an origin as browsers send it (did you mean https://a.example.com?)',
      'CORS_ORIGINS: "ftp://b.example.com" must be http:// or https://',
    ])
  })
})

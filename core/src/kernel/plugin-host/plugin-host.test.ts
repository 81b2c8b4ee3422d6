import { contractVersion, definePlugin } from '@atendo/plugin-api'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { ApiClient, createTestDatabase, startTestApp, type TestAppOptions } from '../../testing/index.ts'
import { PluginLoadError } from './plugin-errors.ts'

/** A plugin that does nothing but exist, with optional dependencies. */
function plugin(id: string, requires?: string[], onRegister?: () => void) {
  return definePlugin({
    id,
    version: '0.0.1',
    contract: '^2.0.0',
    requires,
    register() {
      onRegister?.()
    },
  })
}

/**
 * Boots an app that is expected to be refused and returns what `buildApp` threw. The database is
 * created here (not by startTestApp) so it is dropped even though no app ever comes to life.
 */
async function bootError(options: Omit<TestAppOptions, 'database'>): Promise<unknown> {
  const database = await createTestDatabase()
  try {
    const testApp = await startTestApp({ ...options, database })
    await testApp.app.stop()
    return undefined
  } catch (error) {
    return error
  } finally {
    await database.drop()
  }
}

/** Like bootError, but the plugins come from the PLUGINS setting as in production. */
async function bootErrorFromSetting(plugins: string): Promise<unknown> {
  const database = await createTestDatabase()
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      PLUGINS: plugins,
    })
    const app = await buildApp({ config })
    await app.stop()
    return undefined
  } catch (error) {
    return error
  } finally {
    await database.drop()
  }
}

describe('plugin host: refusing bad plugin sets at boot', () => {
  it('refuses a plugin whose required plugin is not loaded, naming both', async () => {
    const error = await bootError({ plugins: [plugin('needs-billing', ['billing'])] })
    expect(error).toBeInstanceOf(PluginLoadError)
    const { message, pluginId } = error as PluginLoadError
    expect(pluginId).toBe('needs-billing')
    expect(message).toContain('"needs-billing"')
    expect(message).toContain('"billing"')
    expect(message).toMatch(/not loaded/)
  })

  it('refuses a dependency cycle', async () => {
    const error = await bootError({
      plugins: [
        plugin('cycle-a', ['cycle-b']),
        plugin('cycle-b', ['cycle-c']),
        plugin('cycle-c', ['cycle-a']),
      ],
    })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toMatch(/dependency cycle: cycle-a -> cycle-b -> cycle-c -> cycle-a/)
  })

  it('refuses two plugins with the same id', async () => {
    const error = await bootError({ plugins: [plugin('twice'), plugin('twice')] })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toBe('plugin "twice": is loaded twice')
  })

  it.each(['Upper-Case', 'snake_case', 'trailing-', '-leading', 'double--dash', ''])(
    'refuses the non-kebab-case id %j',
    async (id) => {
      const error = await bootError({ plugins: [plugin(id)] })
      expect(error).toBeInstanceOf(PluginLoadError)
      expect((error as Error).message).toContain(`plugin "${id}"`)
      expect((error as Error).message).toMatch(/kebab-case/)
    },
  )

  it('refuses a PLUGINS entry that names no installed package, naming it', async () => {
    const bare = await bootErrorFromSetting('helps, no-such-plugin')
    expect(bare).toBeInstanceOf(PluginLoadError)
    expect((bare as PluginLoadError).pluginId).toBe('no-such-plugin')
    expect((bare as Error).message).toContain('"@atendo/plugin-no-such-plugin"')

    const scoped = await bootErrorFromSetting('@acme/atendo-plugin-missing')
    expect(scoped).toBeInstanceOf(PluginLoadError)
    expect((scoped as Error).message).toContain('@acme/atendo-plugin-missing')
  })
})

describe('plugin host: contract version', () => {
  const written = (contract: unknown) =>
    ({ ...plugin('contract-probe'), contract }) as unknown as ReturnType<typeof plugin>

  it.each(['^1.0.0', '^3.0.0', '~2.4.0', '>=2.3.1'])(
    'refuses a plugin written for contract %s, naming both versions',
    async (range) => {
      const error = await bootError({ plugins: [written(range)] })
      expect(error).toBeInstanceOf(PluginLoadError)
      expect((error as PluginLoadError).pluginId).toBe('contract-probe')
      expect((error as Error).message).toBe(
        `plugin "contract-probe": is written for contract ${range}, and this Atendo offers contract ${contractVersion}`,
      )
    },
  )

  it.each([undefined, '', 'two'])(
    'refuses a plugin without a readable contract range (%j)',
    async (range) => {
      const error = await bootError({ plugins: [written(range)] })
      expect(error).toBeInstanceOf(PluginLoadError)
      expect((error as Error).message).toContain(
        `declares no valid contract range (add contract: '^${contractVersion}'`,
      )
    },
  )

  it('loads a plugin whose range includes the contract version', async () => {
    const testApp = await startTestApp({
      plugins: [written('^2.0.0'), { ...plugin('also-fine'), contract: '2.x' }],
    })
    try {
      expect(testApp.app.kernel.contributions.plugins.map((loaded) => loaded.id)).toEqual([
        'contract-probe',
        'also-fine',
      ])
    } finally {
      await testApp.close()
    }
  })
})

describe('plugin host: configuration', () => {
  const configured = definePlugin({
    id: 'configured',
    version: '1.0.0',
    contract: '^2.0.0',
    config: Type.Object({
      greeting: Type.String({ default: 'hello' }),
      pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
      mode: Type.Union([Type.Literal('fast'), Type.Literal('safe')], { default: 'safe' }),
    }),
    register({ http, config }) {
      http.routes(async (fastify) => {
        fastify.get('/configured/config', { config: { access: { public: true } } }, async () => config)
      })
    },
  })

  it('fails the boot naming the plugin and the offending field', async () => {
    const error = await bootError({
      plugins: [configured],
      pluginConfig: { configured: { greeting: 'hi', pageSize: 0 } },
    })
    expect(error).toBeInstanceOf(PluginLoadError)
    const { message, pluginId } = error as PluginLoadError
    expect(pluginId).toBe('configured')
    expect(message).toMatch(/^plugin "configured": invalid configuration: /)
    expect(message).toContain('/pageSize')
    expect(message).not.toContain('/greeting')
  })

  it('fails on a wrong type too', async () => {
    const error = await bootError({
      plugins: [configured],
      pluginConfig: { configured: { mode: 'reckless' } },
    })
    expect(error).toBeInstanceOf(PluginLoadError)
    expect((error as Error).message).toContain('/mode')
  })

  it('applies defaults to a valid configuration and hands it to the plugin', async () => {
    const testApp = await startTestApp({
      plugins: [configured],
      pluginConfig: { configured: { pageSize: 50 } },
    })
    try {
      const answer = await new ApiClient(testApp.url).get('/api/configured/config')
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ greeting: 'hello', pageSize: 50, mode: 'safe' })
    } finally {
      await testApp.close()
    }
  })
})

describe('plugin host: order', () => {
  it('registers plugins after the plugins they require, even when listed the other way round', async () => {
    const registered: string[] = []
    const record = (id: string) => () => registered.push(id)
    const testApp = await startTestApp({
      plugins: [
        plugin('order-top', ['order-middle', 'order-base'], record('order-top')),
        plugin('order-middle', ['order-base'], record('order-middle')),
        plugin('order-base', [], record('order-base')),
        plugin('order-alone', [], record('order-alone')),
      ],
    })
    try {
      expect(registered).toEqual(['order-base', 'order-middle', 'order-top', 'order-alone'])
      expect(testApp.app.kernel.contributions.plugins.map((loaded) => loaded.id)).toEqual(registered)
    } finally {
      await testApp.close()
    }
  })
})

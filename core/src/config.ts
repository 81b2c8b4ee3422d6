import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'

/**
 * Every setting Atendo reads from the environment. Unset optional values mean "use the embedded
 * default": no DATABASE_URL starts PGlite, no REDIS_URL runs jobs and realtime in-process.
 */
export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ default: '0.0.0.0', description: 'interface the HTTP server binds to' }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8080,
    description: 'HTTP port (0 = any free port)',
  }),
  PUBLIC_URL: Type.Optional(Type.String({ format: 'uri', description: 'URL users reach the server at' })),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// URL; unset = embedded PGlite' }),
  ),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  DATA_DIR: Type.String({ default: '.data', description: 'directory for embedded database and media files' }),
  REDIS_URL: Type.Optional(
    Type.String({
      pattern: '^rediss?://',
      description: 'a redis:// URL; unset = in-process jobs and realtime',
    }),
  ),
  REDIS_PREFIX: Type.String({
    default: 'atendo',
    pattern: '^[A-Za-z0-9_-]{1,40}$',
    description: 'prefix of Redis keys and channels, so deployments can share one Redis',
  }),
  ROLE: Type.Union([Type.Literal('all'), Type.Literal('api'), Type.Literal('worker')], {
    default: 'all',
    description: 'api serves HTTP and sockets, worker runs jobs, all does both',
  }),
  JWT_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'secret for access tokens (at least 32 characters)' }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 30, default: 900 }),
  REFRESH_TOKEN_TTL_DAYS: Type.Integer({ minimum: 1, default: 7 }),
  ADMIN_EMAIL: Type.String({ format: 'email', default: 'admin@atendo.local' }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  PLUGINS: Type.String({
    default: 'helps,announcements,channel-api,channel-whatsapp',
    description: 'comma-separated plugin ids or package names to load',
  }),
  PLUGIN_CONFIG: Type.String({
    default: '{}',
    description: 'JSON object of plugin configurations keyed by plugin id',
  }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://', description: 'smtp://user:pass@host:port' })),
  MAIL_FROM: Type.String({ default: 'Atendo <no-reply@atendo.local>' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  RATE_LIMIT_AUTH_PER_MINUTE: Type.Integer({ minimum: 1, default: 10 }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 10000 }),
})

export type Config = Static<typeof ConfigSchema>

/** A configuration problem, with one line per offending variable. */
export class ConfigError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
    this.problems = problems
  }
}

const integerKeys = Object.entries(ConfigSchema.properties)
  .filter(([, schema]) => (schema as { type?: string }).type === 'integer')
  .map(([key]) => key)

/** Reads the configuration from an environment, filling defaults; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    raw[key] = integerKeys.includes(key) && /^-?\d+$/.test(value) ? Number(value) : value
  }
  const withDefaults = Value.Default(ConfigSchema, raw)
  const problems = [...Value.Errors(ConfigSchema, withDefaults)].map((error) => {
    const variable = error.instancePath.replace(/^\//, '')
    const schema = (ConfigSchema.properties as Record<string, { description?: string }>)[variable]
    const expected = schema?.description ? ` (expected ${schema.description})` : ''
    return `${variable}: ${error.message}${expected}, got ${JSON.stringify(env[variable])}`
  })
  const pluginConfig = (withDefaults as { PLUGIN_CONFIG?: string }).PLUGIN_CONFIG
  if (pluginConfig !== undefined) {
    try {
      const parsed = JSON.parse(pluginConfig)
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object')
    } catch {
      problems.push(
        `PLUGIN_CONFIG: must be a JSON object keyed by plugin id, got ${JSON.stringify(pluginConfig)}`,
      )
    }
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return withDefaults as Config
}

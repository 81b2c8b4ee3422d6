import { isIP } from 'node:net'
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { corsOriginProblem, corsOrigins } from './kernel/http/cors.ts'

/**
 * Every setting Atendo reads from the environment. Unset optional values mean "use the embedded
 * default": no DATABASE_URL starts PGlite, no REDIS_URL runs jobs and realtime in-process.
 */
export const ConfigSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
    description: 'production marks the refresh cookie Secure (HTTPS only)',
  }),
  HOST: Type.String({ default: '0.0.0.0', description: 'interface the HTTP server binds to' }),
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8080,
    description: 'HTTP port (0 = any free port)',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'a postgres:// URL; unset = embedded PGlite' }),
  ),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  INBOUND_BATCH_SIZE: Type.Integer({
    minimum: 1,
    maximum: 500,
    default: 200,
    description:
      'most inbound events one transaction processes while a backlog waits (1 = one event each; docs/benchmarks.md measures both)',
  }),
  INBOUND_KEEP_PROCESSED_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 7,
    description:
      'days a processed inbound event (its payload and delivery key) is kept before the retention deletes it',
  }),
  INBOUND_KEEP_FAILED_DAYS: Type.Integer({
    minimum: 1,
    maximum: 3650,
    default: 30,
    description: 'days an inbound event that failed all its tries is kept, with its error, for diagnosis',
  }),
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
    description:
      'api serves HTTP and sockets, worker runs jobs, all does both; api and worker need REDIS_URL',
  }),
  TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^[0-9A-Za-z:./]+( *, *[0-9A-Za-z:./]+)*$',
    description:
      'whose X-Forwarded-For to believe: false, true (any client), or a comma list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal',
  }),
  CORS_ORIGINS: Type.String({
    default: '',
    maxLength: 4000,
    description:
      'comma list of origins (scheme://host[:port]) whose browsers may call the API with credentials; empty = none',
  }),
  JWT_SECRET: Type.Optional(
    Type.String({ minLength: 32, description: 'secret for access tokens (at least 32 characters)' }),
  ),
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({ minimum: 30, default: 900 }),
  REFRESH_TOKEN_TTL_DAYS: Type.Integer({ minimum: 1, default: 7 }),
  ADMIN_EMAIL: Type.String({ format: 'email', default: 'admin@atendo.local' }),
  ADMIN_PASSWORD: Type.Optional(Type.String({ minLength: 8 })),
  PLUGINS: Type.String({
    default:
      'helps,announcements,channel-api,channel-whatsapp,channel-meta,transcription-openai,internal-chat,external-api,campaigns,billing,billing-efi,billing-stripe,billing-asaas,billing-mercadopago,flows,ai-openai,integrations',
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
  RATE_LIMIT_AUTH_PER_MINUTE: Type.Integer({
    minimum: 1,
    default: 10,
    description:
      'login and password-reset attempts per minute, per address, and per account from one address',
  }),
  RATE_LIMIT_AUTH_ACCOUNT_PER_MINUTE: Type.Integer({
    minimum: 1,
    default: 100,
    description:
      'login and password-reset attempts per minute at one account from all addresses together (a browser the account logged in on before is not held by it)',
  }),
  SHUTDOWN_TIMEOUT_MS: Type.Integer({ minimum: 0, default: 10000 }),
  PUBLIC_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^/?#]+$',
      maxLength: 200,
      description:
        'the address users reach this server at (https://atendo.example.com), for links in e-mails (account unlock); unset = no unlock e-mail',
    }),
  ),
  MEDIA_LINK_TTL_SECONDS: Type.Integer({
    minimum: 60,
    maximum: 86_400,
    default: 3600,
    description: 'how long signed media links (/public/...) live: between one and two of these windows',
  }),
  OUTBOUND_ALLOWED_HOSTS: Type.String({
    default: '',
    maxLength: 2000,
    description:
      'comma-separated host names, IPs and CIDRs that tenant-configured URLs (webhooks, integrations, media) may reach although internal; empty: none',
  }),
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

type ConfigKey = keyof typeof ConfigSchema.properties

/** Settings whose value is never printed: a typo in them would otherwise put the secret in a log. */
const secretKeys: ConfigKey[] = ['JWT_SECRET', 'ADMIN_PASSWORD', 'PLUGIN_CONFIG']
/** URLs printed with their password masked. */
const urlKeys: ConfigKey[] = ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']

/** How a bad value is shown in a problem: secrets by length only, URLs without their password. */
function describeValue(key: string, value: string | undefined): string {
  if (value === undefined) return 'nothing'
  if (secretKeys.includes(key as ConfigKey)) return `a value of ${value.length} characters (not shown)`
  if (urlKeys.includes(key as ConfigKey)) return JSON.stringify(maskUrlPassword(value))
  return JSON.stringify(value)
}

/** `scheme://user:secret@host` → `scheme://user:***@host`, also for strings that are not valid URLs. */
export function maskUrlPassword(url: string): string {
  return url.replace(/^([^:/?#]*:\/\/[^/?#@]*?):[^/?#@]*@/, '$1:***@')
}

/** The accepted values of a setting that is a union of literals (ROLE, LOG_LEVEL, NODE_ENV). */
function literalChoices(key: string): string[] | undefined {
  const schema = (ConfigSchema.properties as Record<string, { anyOf?: { const?: unknown }[] }>)[key]
  const values = schema?.anyOf?.map((member) => member.const)
  return values?.every((value) => typeof value === 'string') ? (values as string[]) : undefined
}

/** One line per offending variable, naming what it expects. */
function schemaProblems(env: Record<string, string | undefined>, config: unknown): string[] {
  const firstErrors = new Map<string, string>()
  for (const error of Value.Errors(ConfigSchema, config)) {
    const variable = error.instancePath.replace(/^\//, '')
    if (!firstErrors.has(variable)) firstErrors.set(variable, error.message)
  }
  return [...firstErrors].map(([variable, message]) => {
    const choices = literalChoices(variable)
    const schema = (ConfigSchema.properties as Record<string, { description?: string }>)[variable]
    const problem = choices ? `must be one of ${choices.join(', ')}` : message
    const expected = schema?.description ? ` (expected ${schema.description})` : ''
    return `${variable}: ${problem}${expected}, got ${describeValue(variable, env[variable])}`
  })
}

/** Checks that span settings or that a schema cannot say. */
function crossProblems(config: Config): string[] {
  const problems: string[] = []
  if (config.ROLE !== 'all' && !config.REDIS_URL) {
    // Without Redis, jobs live in the process that enqueued them: an api node's would never run,
    // and a worker would never see the api nodes' jobs.
    problems.push(
      `ROLE: ${config.ROLE} needs REDIS_URL, so that api and worker processes share one job queue (use ROLE=all without Redis)`,
    )
  }
  try {
    const parsed = JSON.parse(config.PLUGIN_CONFIG)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object')
  } catch {
    problems.push(
      `PLUGIN_CONFIG: must be a JSON object keyed by plugin id, got ${describeValue('PLUGIN_CONFIG', config.PLUGIN_CONFIG)}`,
    )
  }
  for (const origin of corsOrigins(config.CORS_ORIGINS)) {
    const problem = corsOriginProblem(origin)
    if (problem) problems.push(`CORS_ORIGINS: ${JSON.stringify(origin)} ${problem}`)
  }
  const proxies = trustedProxies(config.TRUST_PROXY)
  if (/^\d+$/.test(config.TRUST_PROXY)) {
    // Fastify 5 treats a hop count as "trust nobody": it cannot tell whether the peer is a proxy.
    problems.push(
      `TRUST_PROXY: a hop count is not supported (Fastify cannot check that the peer is a proxy); list the proxies' addresses instead, got ${JSON.stringify(config.TRUST_PROXY)}`,
    )
  } else if (Array.isArray(proxies)) {
    const invalid = proxies.filter((entry) => !isProxyAddress(entry))
    if (invalid.length > 0) {
      problems.push(
        `TRUST_PROXY: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')} is not an address, a CIDR range or loopback/linklocal/uniquelocal`,
      )
    }
  }
  return problems
}

const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal']

function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.includes(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  if (rest.length > 0 || !address || isIP(address) === 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d{1,3}$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: off by default, because believing any
 * X-Forwarded-For lets a client pick its own address and so its own rate-limit bucket.
 *
 * @example
 * Fastify({ trustProxy: trustedProxies(config.TRUST_PROXY) })
 */
export function trustedProxies(setting: string): boolean | string[] {
  if (setting === 'true') return true
  if (setting === 'false') return false
  return setting.split(',').map((entry) => entry.trim())
}

/** Reads the configuration from an environment, filling defaults; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(ConfigSchema.properties)) {
    const value = env[key]
    if (value === undefined || value === '') continue
    raw[key] = integerKeys.includes(key) && /^-?\d+$/.test(value) ? Number(value) : value
  }
  const withDefaults = Value.Default(ConfigSchema, raw)
  const problems = schemaProblems(env, withDefaults)
  if (problems.length > 0) throw new ConfigError(problems)
  const config = withDefaults as Config
  const more = crossProblems(config)
  if (more.length > 0) throw new ConfigError(more)
  return config
}

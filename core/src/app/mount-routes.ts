import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { corsOrigins, registerCors } from '../kernel/http/cors.ts'
import { registerOpenApi } from '../kernel/http/openapi.ts'
import { requestContextPlugin } from '../kernel/http/request-context.ts'
import { serveUi } from '../kernel/http/serve-ui.ts'
import { shutdownGatePlugin } from '../kernel/http/shutdown-gate.ts'
import { knownPermissions } from '../kernel/plugin-host/declared-permissions.ts'
import { knownPlanFlags } from '../kernel/plugin-host/declared-plan-flags.ts'
import { pluginRouteScope } from '../kernel/plugin-host/plugin-route-scope.ts'
import type { PluginContributions } from '../kernel/plugin-host/register-plugins.ts'
import { publicMediaRoutes } from '../kernel/storage/public-media-routes.ts'
import { healthRoutes } from '../modules/health/index.ts'
import { kernelRoutes } from '../modules/kernel-routes.ts'
import type { AppFastify } from './fastify-instance.ts'

/**
 * Mounts HTTP: the shutdown gate and health routes on every process; on API processes also the
 * OpenAPI document, CORS, cookies, rate limits, the request context, uploads, public media, core's
 * and every plugin's routes under /api, and the built front ends.
 */
export async function mountRoutes(
  fastify: AppFastify,
  options: { config: Config; contributions: PluginContributions; servesApi: boolean },
): Promise<void> {
  const { config, contributions } = options
  await fastify.register(shutdownGatePlugin)
  // Before every route, the health ones included, so the OpenAPI document lists them all.
  if (options.servesApi) await registerOpenApi(fastify)
  await fastify.register(healthRoutes)
  if (!options.servesApi) return
  // Before the request context: a preflight carries no token and must be answered first.
  await registerCors(fastify, corsOrigins(config.CORS_ORIGINS))
  await fastify.register(cookie)
  // With Redis, limits are shared by every API node; otherwise they are per process.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        keyPrefix: `${config.REDIS_PREFIX}-rl:`,
      })
    : undefined
  if (rateLimitRedis) {
    // Without a listener ioredis prints connection errors to stderr, outside the app's log; the
    // limiter already skips on error, so a lost connection is a warning, not a crash.
    rateLimitRedis.on('error', (error: unknown) =>
      fastify.log.warn({ err: error }, 'rate-limit redis connection error'),
    )
    fastify.addHook('onClose', async () => void (await rateLimitRedis.quit()))
  }
  await fastify.register(rateLimit, { global: false, redis: rateLimitRedis, skipOnError: true })
  await fastify.register(requestContextPlugin)
  await fastify.register(multipart, { limits: { fileSize: 64 * 1024 * 1024, files: 10 } })
  await fastify.register(publicMediaRoutes)
  const accessNames = {
    planFlags: knownPlanFlags(contributions.planFlags),
    permissions: knownPermissions(contributions.permissions),
  }
  try {
    await fastify.register(
      async (api) => {
        await api.register(kernelRoutes)
        for (const entry of contributions.routes) {
          await api.register(pluginRouteScope(entry, accessNames, contributions.dataScopes))
          fastify.log.debug({ plugin: entry.pluginId }, 'plugin routes mounted')
        }
      },
      { prefix: '/api' },
    )
  } catch (error) {
    // A plugin's routes were refused: release what is open (the infrastructure closes with
    // Fastify), so a refused boot leaves nothing behind.
    await fastify.close().catch(() => undefined)
    throw error
  }
  fastify.get('/api/openapi.json', { schema: { hide: true }, config: { access: { public: true } } }, () =>
    fastify.swagger(),
  )
  await fastify.register(serveUi)
}

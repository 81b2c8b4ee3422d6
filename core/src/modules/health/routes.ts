import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SHUTTING_DOWN_MESSAGE } from '../../kernel/http/shutdown-gate.ts'

const publicAccess = { access: { public: true } }

/** Liveness, readiness and version: what load balancers and the UIs' footers ask. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/healthz',
    {
      config: publicAccess,
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  )

  fastify.get(
    '/readyz',
    {
      config: publicAccess,
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers; 503 ERR_NOT_READY when not, or once shutdown began',
        security: [],
        response: { 200: Type.Object({ status: Type.Literal('ready'), role: Type.String() }) },
      },
    },
    async () => {
      // Before anything else stops, so load balancers move traffic away while requests drain.
      if (fastify.shutdown.notReady) throw new AppError('ERR_NOT_READY', { message: SHUTTING_DOWN_MESSAGE })
      try {
        await fastify.kernel.orm.em.getConnection().execute('select 1')
      } catch (error) {
        throw new AppError('ERR_NOT_READY', { message: 'The database is not reachable', cause: error })
      }
      return { status: 'ready' as const, role: fastify.kernel.config.ROLE }
    },
  )

  fastify.get(
    '/api/version',
    {
      config: publicAccess,
      schema: {
        tags: ['health'],
        summary: 'The running version',
        security: [],
        response: { 200: Type.Object({ version: Type.String() }) },
      },
    },
    async () => ({ version: fastify.kernel.version }),
  )
}

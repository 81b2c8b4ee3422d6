import { AppError } from '@atendo/plugin-api'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { platformEm } from '../db/orm.ts'
import { MEDIA_COOKIE } from './media-binding.ts'

/** True while a session is neither ended nor expired. */
async function sessionLives(em: ReturnType<typeof platformEm>, sessionId: string): Promise<boolean> {
  const rows = await em.execute<unknown[]>(
    'select 1 from user_sessions where id::text = ? and revoked_at is null and expires_at > now()',
    [sessionId],
  )
  return rows.length > 0
}

/** GET /public/company{id}/{file}?expires&signature: media files, only through signed URLs. */
export const publicMediaRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/public/:folder/:file',
    {
      config: { access: { public: true } },
      schema: {
        hide: true,
        params: Type.Object({
          folder: Type.String({ maxLength: 30 }),
          file: Type.String({ maxLength: 100 }),
        }),
        querystring: Type.Object({
          expires: Type.Optional(Type.String({ maxLength: 20 })),
          signature: Type.Optional(Type.String({ maxLength: 100 })),
        }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`
      const { storage, orm } = fastify.kernel
      const presentedSession = storage.cookies.sessionOf(request.cookies?.[MEDIA_COOKIE])
      const file = await storage.open(key, request.query.expires, request.query.signature, presentedSession)
      // A link bound to a session dies with it (logout, another login, expiry).
      if (file.boundTo !== undefined && !(await sessionLives(platformEm(orm, 'sign-in'), file.boundTo))) {
        file.stream.destroy()
        throw new AppError('ERR_NOT_FOUND')
      }
      reply.header('Content-Type', file.mimeType)
      reply.header('Content-Length', file.size)
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox")
      reply.header('Cache-Control', 'private, max-age=3600')
      if (file.mimeType === 'application/octet-stream') {
        reply.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
      }
      return reply.send(file.stream)
    },
  )
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'

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
      const file = await fastify.kernel.storage.open(key, request.query.expires, request.query.signature)
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

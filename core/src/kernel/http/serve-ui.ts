import { existsSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { AppError } from '@atendo/plugin-api'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'

/** The agent inbox's production build (`npm run build -w @atendo/agent-ui`). */
const agentUiDist = fileURLToPath(new URL('../../../../agent-ui/dist/', import.meta.url))

/** Paths the server answers itself; the single-page app never stands in for them. */
const serverPaths = ['/api', '/public', '/socket.io']

const isServerPath = (path: string) =>
  serverPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}

/** The back office's production build (`npm run build -w @atendo/admin-ui`), served at /admin/. */
const adminUiDist = fileURLToPath(new URL('../../../../admin-ui/dist/', import.meta.url))

/** A single-page app the server hosts: its URL prefix and its build folder. */
interface HostedApp {
  prefix: '' | `/${string}`
  root: string
}

/**
 * Serves the agent inbox at `/` and the back office at `/admin/` when their builds exist: files
 * as they are (hashed assets cached for a year), and index.html for any other page path so each
 * app's own router handles /tickets/{uuid} and the like. API, media and socket paths keep their 404s.
 */
export const serveUi: FastifyPluginAsync<{ root?: string; adminRoot?: string }> = async (
  fastify,
  options,
) => {
  const apps: HostedApp[] = [
    { prefix: '', root: options.root ?? agentUiDist },
    { prefix: '/admin', root: options.adminRoot ?? adminUiDist },
  ].filter((app): app is HostedApp => existsSync(`${app.root}/index.html`))
  if (apps.length === 0) return
  // One registration decorates reply.sendFile; each app passes its own root.
  await fastify.register(fastifyStatic, { root: apps[0]!.root, serve: false })

  const routeOptions = { config: { access: { public: true } }, schema: { hide: true } }
  for (const { prefix, root } of apps) {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = decodeURIComponent(request.url.split('?')[0]!)
      // The app's assets are relative to its folder, so /admin becomes /admin/ (the router, which
      // ignores trailing slashes, brings both here).
      if (prefix && path === prefix) return reply.redirect(`${prefix}/`)
      if (isServerPath(path)) {
        throw new AppError('ERR_ROUTE_NOT_FOUND', { message: `Route GET ${path} not found` })
      }
      const relative = path.slice(prefix.length).replace(/^\/+/, '')
      if (relative !== '' && !relative.includes('..') && isFile(`${root}/${relative}`)) {
        const hashed = relative.startsWith('assets/')
        return reply.sendFile(relative, root, { maxAge: hashed ? 31_536_000_000 : 0, immutable: hashed })
      }
      // Revalidated on every visit so a deploy's new asset names are picked up at once.
      reply.header('Cache-Control', 'no-cache')
      return reply.sendFile('index.html', root, { cacheControl: false })
    }
    fastify.get(`${prefix}/`, routeOptions, handler)
    fastify.get(`${prefix}/*`, routeOptions, handler)
  }
}

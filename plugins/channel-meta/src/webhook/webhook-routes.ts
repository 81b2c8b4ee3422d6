import { AppError, type Clock, type DbApi, type Job, type PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { AccountIndex } from '../accounts.ts'
import type { ReadAppCredentials } from '../app-settings/app-credentials.ts'
import { metaErrors } from '../errors.ts'
import { type EntryJobData, recordEntries } from './record-entries.ts'
import { isWebhookBody, routeEntries } from './route-entries.ts'
import { sameText, signatureMatches } from './signature.ts'

const tags = ['channel-meta']
/** Meta calls without a user session: the verify token (GET) and the signature (POST) are the checks. */
const fromMeta = { access: { public: true } }
/** Meta's deliveries are small; anything larger is not Meta's. */
const maxBodyBytes = 4 * 1024 * 1024

export interface WebhookRouteOptions {
  app: ReadAppCredentials
  db: DbApi
  accounts: AccountIndex
  processEntry: Job<EntryJobData>
  /** The product clock: when an entry was received, which the nightly pruning reads. */
  clock: Clock
}

/**
 * The app's one callback URL, `/api/webhooks/meta`, for Messenger, Instagram and the Cloud API
 * (docs/meta.md). GET answers Meta's subscription check; POST takes deliveries: the signature is
 * checked over the raw bytes before anything is parsed, and the entries are recorded durably
 * before Meta gets its 200 (Meta retries slower or failed answers).
 */
export const webhookRoutes: PluginRoutes<WebhookRouteOptions> = async (fastify, options) => {
  // The raw bytes are what Meta signed: JSON is parsed only once the signature matched.
  fastify.removeAllContentTypeParsers()
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxBodyBytes },
    (_request, body, done) => {
      done(null, body)
    },
  )

  fastify.get(
    '/webhooks/meta',
    {
      config: fromMeta,
      schema: {
        tags,
        summary: "Meta's callback URL check: answers hub.challenge when hub.verify_token matches",
        querystring: Type.Object({
          'hub.mode': Type.Optional(Type.String({ maxLength: 50 })),
          'hub.verify_token': Type.Optional(Type.String({ maxLength: 200 })),
          'hub.challenge': Type.Optional(Type.String({ maxLength: 200 })),
        }),
        response: { 200: Type.String() },
      },
    },
    async (request, reply) => {
      const { verifyToken } = await options.app()
      const presented = request.query['hub.verify_token'] ?? ''
      // Compared even when no token is set, so a refusal takes the same time either way.
      const matches = sameText(verifyToken || 'no-verify-token-is-set', presented)
      if (request.query['hub.mode'] !== 'subscribe' || !verifyToken || !matches) {
        throw new AppError('ERR_INVALID_TOKEN', { message: 'hub.verify_token does not match' })
      }
      return reply.type('text/plain').send(request.query['hub.challenge'] ?? '')
    },
  )

  fastify.post(
    '/webhooks/meta',
    {
      config: fromMeta,
      schema: {
        tags,
        summary: "Meta's webhook deliveries (X-Hub-Signature-256 over the raw body)",
        description:
          'Body: Meta\'s webhook JSON ({ object: "page" | "instagram" | "whatsapp_business_account", entry: [...] }), ' +
          'read only after its signature matched. Unsigned: 401; wrongly signed: 403; signed but not a webhook body: 400.',
        headers: Type.Object({ 'x-hub-signature-256': Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Object({ received: Type.Integer() }) },
      },
    },
    async (request) => {
      const signature = request.headers['x-hub-signature-256']
      if (!signature) throw new AppError('ERR_UNAUTHENTICATED', { message: 'X-Hub-Signature-256 is missing' })
      const { appSecret } = await options.app()
      if (!appSecret) throw new AppError(metaErrors.ERR_CHANNEL_META_NOT_CONFIGURED)
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!signatureMatches(appSecret, raw, signature)) {
        throw new AppError('ERR_INVALID_TOKEN', { message: 'X-Hub-Signature-256 does not match the body' })
      }
      let body: unknown
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        body = undefined
      }
      if (!isWebhookBody(body)) throw new AppError('ERR_VALIDATION', { message: 'Not a Meta webhook body' })
      const received = await recordEntries(
        {
          db: options.db,
          accounts: options.accounts,
          processEntry: options.processEntry,
          now: () => options.clock.now(),
        },
        routeEntries(body),
      )
      return { received }
    },
  )
}

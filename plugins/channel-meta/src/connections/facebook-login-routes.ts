import { AppError, type ConnectionsApi, type PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { AccountIndex } from '../accounts.ts'
import type { ReadAppCredentials } from '../app-settings/app-credentials.ts'
import { metaErrors } from '../errors.ts'
import type { GraphClient } from '../graph/graph-client.ts'
import { graphFailure } from '../graph/graph-errors.ts'

const tags = ['channel-meta']

const FacebookLoginSchema = Type.Object({
  facebookUserId: Type.String({ pattern: '^[0-9]{1,30}$' }),
  /** The short-lived user token the Facebook login dialog gave the browser. */
  facebookUserToken: Type.String({ minLength: 10, maxLength: 1000 }),
  /** Also create a connection for each page's linked Instagram professional account. */
  addInstagram: Type.Optional(Type.Boolean()),
})

const LoginResultSchema = Type.Object({
  connections: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), channel: Type.String() })),
  /** Accounts left out: already linked to a connection, or refused by Meta. */
  skipped: Type.Array(
    Type.Object({ accountId: Type.String(), channel: Type.String(), reason: Type.String() }),
  ),
})

interface ManagedPage {
  id: string
  name?: string
  access_token?: string
  instagram_business_account?: { id: string; username?: string }
}

/** A connection name of 2 to 50 characters. */
function connectionName(name: string | undefined, fallback: string): string {
  const trimmed = (name ?? '').trim().slice(0, 50)
  return trimmed.length >= 2 ? trimmed : fallback.slice(0, 50)
}

/**
 * POST /facebook (administration.md §7, Facebook login): the browser's short-lived user token is
 * exchanged for a long-lived one, whose pages' tokens are long-lived too
 * (developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived); one
 * connection is created per page (and per linked Instagram account when asked), each checked
 * and subscribed to the page's webhooks by the provider as a hand-made connection is. Tokens stay
 * in the connections' credentials and are never answered.
 */
export const facebookLoginRoutes: PluginRoutes<{
  app: ReadAppCredentials
  graph: GraphClient
  accounts: AccountIndex
  connections: ConnectionsApi
}> = async (fastify, { app, graph, accounts, connections }) => {
  fastify.post(
    '/facebook',
    {
      config: { access: { permission: 'allowConnections' } },
      schema: {
        tags,
        summary: 'Create Messenger (and Instagram) connections from a Facebook login',
        body: FacebookLoginSchema,
        response: { 201: LoginResultSchema },
      },
    },
    async (request, reply) => {
      const { appId, appSecret } = await app()
      if (!appId || !appSecret) throw new AppError(metaErrors.ERR_CHANNEL_META_NOT_CONFIGURED)
      const { facebookUserId, facebookUserToken, addInstagram } = request.body
      const pages = await (async () => {
        const exchanged = await graph.get<{ access_token: string }>('oauth/access_token', facebookUserToken, {
          grant_type: 'fb_exchange_token',
          client_id: appId,
          client_secret: appSecret,
          fb_exchange_token: facebookUserToken,
        })
        const answer = await graph.get<{ data?: ManagedPage[] }>(
          `${facebookUserId}/accounts`,
          exchanged.access_token,
          {
            fields: 'id,name,access_token,instagram_business_account{id,username}',
            limit: '100',
          },
        )
        return answer.data ?? []
      })().catch((error: unknown) => {
        throw graphFailure(error)
      })

      const result: {
        connections: { id: number; name: string; channel: string }[]
        skipped: { accountId: string; channel: string; reason: string }[]
      } = {
        connections: [],
        skipped: [],
      }
      const wanted = pages.flatMap((page) => {
        if (!page.access_token) return []
        const credentials = { pageId: page.id, accessToken: page.access_token }
        const messenger = {
          provider: 'facebook' as const,
          kind: 'page' as const,
          accountId: page.id,
          name: connectionName(page.name, `Facebook ${page.id}`),
          credentials,
        }
        const instagram = page.instagram_business_account
        if (!addInstagram || !instagram) return [messenger]
        return [
          messenger,
          {
            provider: 'instagram' as const,
            kind: 'instagram' as const,
            accountId: instagram.id,
            name: connectionName(
              instagram.username ? `@${instagram.username}` : page.name,
              `Instagram ${instagram.id}`,
            ),
            credentials: { ...credentials, instagramAccountId: instagram.id },
          },
        ]
      })
      for (const account of wanted) {
        if (await accounts.takenByAnother(account.kind, account.accountId)) {
          result.skipped.push({
            accountId: account.accountId,
            channel: account.provider,
            reason: 'ERR_CHANNEL_META_ACCOUNT_TAKEN',
          })
          continue
        }
        try {
          const created = await connections.create(request.caller, {
            name: account.name,
            provider: account.provider,
            credentials: account.credentials,
          })
          result.connections.push({ id: created.id, name: created.name, channel: created.channel })
        } catch (error) {
          // The plan's limit, or Meta refusing one page, stops only that page; the answer says why.
          if (!(error instanceof AppError)) throw error
          result.skipped.push({ accountId: account.accountId, channel: account.provider, reason: error.code })
        }
      }
      return reply.status(201).send(result)
    },
  )
}

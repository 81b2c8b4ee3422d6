import type { PluginRoutes } from '@atendo/plugin-api'
import { Type } from 'typebox'
import type { ReadAppCredentials } from '../app-settings/app-credentials.ts'
import type { MetaConfig } from '../config.ts'

const tags = ['channel-meta']

/** What Messenger needs from the login dialog (docs/meta.md, "Permissions to request"). */
export const messengerScopes = [
  'pages_show_list',
  'pages_messaging',
  'pages_manage_metadata',
  'pages_read_engagement',
]
/** Instagram: Messenger's plus the Instagram messaging permissions. */
export const instagramScopes = [
  ...messengerScopes,
  'instagram_basic',
  'instagram_manage_messages',
  'business_management',
]

const LoginSettingsSchema = Type.Object({
  /** The Meta app's id; empty while no app is configured (the back office then hides the button). */
  appId: Type.String(),
  /** Where the browser loads Meta's JavaScript SDK from. */
  sdkUrl: Type.String(),
  /** The Graph API version FB.init is given. */
  graphApiVersion: Type.String(),
  /** The permissions FB.login asks for, per channel. */
  scopes: Type.Object({ facebook: Type.Array(Type.String()), instagram: Type.Array(Type.String()) }),
})

/**
 * What the back office's Facebook/Instagram login button needs (administration.md §2 Connections):
 * the app id (never its secret), the SDK address and the permissions to ask for. Whoever may call
 * POST /facebook may read it.
 */
export const loginSettingsRoutes: PluginRoutes<{ app: ReadAppCredentials; config: MetaConfig }> = async (
  fastify,
  { app, config },
) => {
  fastify.get(
    '/channel-meta/login-settings',
    {
      config: { access: { permission: 'allowConnections' } },
      schema: {
        tags,
        summary: "The Facebook login button's settings: app id, SDK address, permissions to ask for",
        response: { 200: LoginSettingsSchema },
      },
    },
    async () => {
      const { appId, appSecret } = await app()
      return {
        // Without the secret the login cannot be exchanged: the button is of no use.
        appId: appSecret ? appId : '',
        sdkUrl: config.sdkUrl,
        graphApiVersion: config.graphApiVersion,
        scopes: { facebook: messengerScopes, instagram: instagramScopes },
      }
    },
  )
}

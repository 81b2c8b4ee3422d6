import { type Static, Type } from 'typebox'

/**
 * The plugin's configuration (`PLUGIN_CONFIG`, key `channel-meta`). The app id, secret and verify
 * token may instead be set by the super admin in the back office (app-settings/); a value saved
 * there wins over this one.
 */
export const MetaConfigSchema = Type.Object({
  /** The Meta app's id (App Dashboard, Settings > Basic). */
  appId: Type.String({ maxLength: 50, default: '' }),
  /** The app secret: signs every webhook delivery (X-Hub-Signature-256) and the Graph calls (appsecret_proof). */
  appSecret: Type.String({ maxLength: 200, default: '' }),
  /** What Meta must send as hub.verify_token when the callback URL is set up. */
  verifyToken: Type.String({ maxLength: 200, default: '' }),
  /** The Graph API version every call names. */
  graphApiVersion: Type.String({ pattern: '^v[0-9]{1,2}\\.[0-9]$', default: 'v21.0' }),
  /**
   * Meta's JavaScript SDK, which the back office's Facebook/Instagram login button loads (Meta's
   * own address by default; tests point it at a local fake that defines `window.FB`).
   */
  sdkUrl: Type.String({
    pattern: '^https?://',
    maxLength: 500,
    default: 'https://connect.facebook.net/en_US/sdk.js',
  }),
  /** Meta's Graph API; tests point it at a local fake. */
  graphApiBaseUrl: Type.String({ pattern: '^https?://', default: 'https://graph.facebook.com' }),
  /**
   * Messenger and Instagram: after the 24-hour window, send with the HUMAN_AGENT tag (allowed up to
   * 7 days after the contact's last message when the app has the Human Agent permission).
   */
  humanAgentTag: Type.Boolean({ default: true }),
  /** Largest attachment downloaded from Meta into the media storage. */
  maxMediaBytes: Type.Integer({ minimum: 0, default: 25 * 1024 * 1024 }),
  /** How long one Graph call may take. */
  graphTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000, default: 20_000 }),
})
export type MetaConfig = Static<typeof MetaConfigSchema>

/** The app credentials in force: the back office's where set, else the configuration's. */
export interface MetaAppCredentials {
  appId: string
  appSecret: string
  verifyToken: string
}

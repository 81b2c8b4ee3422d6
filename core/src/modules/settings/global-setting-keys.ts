import { type TSchema, Type } from 'typebox'
import { globalSettingDefaults } from './global-setting-defaults.ts'

/**
 * Who may read a global setting: `public` without a token (the login page's theme and whether
 * signup is open), `internal` any logged-in user, `secret` only the super admin, and then masked.
 */
export type SettingVisibility = 'public' | 'internal' | 'secret'

export interface GlobalSettingRule {
  default: string
  visibility: SettingVisibility
  /** What `PUT /settings/{key}` accepts as the value. */
  value: TSchema
  /** Holds a media storage key; reads answer a signed URL to the file. */
  stored?: boolean
}

const hexColour = Type.String({ pattern: '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$' })
const toggle = Type.Union([Type.Literal('enabled'), Type.Literal('disabled')])
const credential = Type.String({ maxLength: 2000 })
// Logos are set by uploading (POST /settings-whitelabel/logo); a PUT may only clear one.
const clearOnly = Type.Literal('')

export const downloadLimits = ['32', '64', '128', '256', '512', '1024', '2048'] as const

const secret = (): GlobalSettingRule => ({ default: '', visibility: 'secret', value: credential })
const defaultOf = (key: string, fallback: string) => globalSettingDefaults[key] ?? fallback

/**
 * The platform's global settings (administration.md §3 global keys). Payment keys follow
 * whaticket's names: Efí (PIX) client id, secret and key, Mercado Pago, Stripe and Asaas tokens.
 */
export const globalSettingRules: Record<string, GlobalSettingRule> = {
  userCreation: { default: defaultOf('userCreation', 'disabled'), visibility: 'public', value: toggle },
  downloadLimit: {
    default: defaultOf('downloadLimit', '64'),
    visibility: 'internal',
    value: Type.Union(downloadLimits.map((limit) => Type.Literal(limit))),
  },
  primaryColorLight: {
    default: defaultOf('primaryColorLight', '#0000FF'),
    visibility: 'public',
    value: hexColour,
  },
  primaryColorDark: {
    default: defaultOf('primaryColorDark', '#39ACE7'),
    visibility: 'public',
    value: hexColour,
  },
  appName: {
    default: defaultOf('appName', 'Atendo'),
    visibility: 'public',
    value: Type.String({ minLength: 1, maxLength: 50 }),
  },
  appLogoLight: { default: '', visibility: 'public', value: clearOnly, stored: true },
  appLogoDark: { default: '', visibility: 'public', value: clearOnly, stored: true },
  appLogoFavicon: { default: '', visibility: 'public', value: clearOnly, stored: true },
  eficlientid: secret(),
  eficlientsecret: secret(),
  efichavepix: secret(),
  mpaccesstoken: secret(),
  stripeprivatekey: secret(),
  asaastoken: secret(),
  efiwebhooksecret: secret(),
  stripewebhooksecret: secret(),
  asaaswebhooktoken: secret(),
  mpwebhooksecret: secret(),
  /** The billing provider the checkout charges through (a loaded provider's id, e.g. `efi-pix`). */
  paymentprovider: {
    default: '',
    visibility: 'internal',
    value: Type.String({ maxLength: 50, pattern: '^[a-z0-9-]*$' }),
  },
  openaikeyaudio: secret(),
}

/** The whitelabel logo setting each upload mode writes. */
export const logoSettingOfMode = {
  Light: 'appLogoLight',
  Dark: 'appLogoDark',
  Favicon: 'appLogoFavicon',
} as const

/** A secret as the super admin sees it: enough to recognise it, never enough to use it. */
export function maskSecret(value: string): string {
  if (value === '') return ''
  return value.length <= 8 ? '********' : `********${value.slice(-4)}`
}

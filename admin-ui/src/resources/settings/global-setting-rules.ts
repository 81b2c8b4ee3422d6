/** Download limit options in MB (administration.md §9); 64 by default. */
export const downloadLimits = ['32', '64', '128', '256', '512', '1024', '2048']

export const platformKeys = ['userCreation', 'downloadLimit', 'appName'] as const
export const colourKeys = ['primaryColorLight', 'primaryColorDark'] as const
export const secretKeys = [
  'eficlientid',
  'eficlientsecret',
  'efichavepix',
  'mpaccesstoken',
  'stripeprivatekey',
  'asaastoken',
  'efiwebhooksecret',
  'stripewebhooksecret',
  'asaaswebhooktoken',
  'mpwebhooksecret',
  'openaikeyaudio',
] as const

/** The provider the checkout charges through: the ids the billing provider plugins register. */
export const paymentProviders = ['efi-pix', 'stripe', 'asaas', 'mercadopago'] as const

/** The three whitelabel logos and the upload mode (POST /settings-whitelabel/logo) of each. */
export const logoModes = [
  { key: 'appLogoLight', mode: 'Light' },
  { key: 'appLogoDark', mode: 'Dark' },
  { key: 'appLogoFavicon', mode: 'Favicon' },
] as const

/** Largest logo the server accepts (2 MB). */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024
export const logoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/x-icon']

const hexColour = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/

/** Problems of the global settings form, as translation keys (what PUT /settings/{key} would refuse). */
export function globalSettingErrors(values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const key of colourKeys) {
    if (key in values && !hexColour.test(values[key] ?? '')) errors[key] = 'atendo.whitelabel.invalid_colour'
  }
  if ('appName' in values) {
    const name = (values.appName ?? '').trim()
    if (name === '') errors.appName = 'atendo.required'
    else if (name.length > 50) errors.appName = 'atendo.too_long'
  }
  if ('downloadLimit' in values && !downloadLimits.includes(values.downloadLimit ?? '')) {
    errors.downloadLimit = 'atendo.required'
  }
  return errors
}

/**
 * The settings to write: those whose value changed. A secret field starts empty (the server only
 * shows it masked), so a secret is written only when something was typed into it.
 */
export function changedGlobalSettings(
  before: Record<string, string>,
  after: Record<string, string>,
): { key: string; value: string }[] {
  const secrets = new Set<string>(secretKeys)
  return Object.entries(after)
    .filter(([key, value]) => (secrets.has(key) ? (value ?? '').trim() !== '' : value !== before[key]))
    .map(([key, value]) => ({ key, value: secrets.has(key) ? value.trim() : value }))
}

/** Why a chosen logo file cannot be sent, as a message of administration.md §8; undefined if it can. */
export function logoFileProblem(file: { size: number; type: string }): string | undefined {
  if (!logoTypes.includes(file.type)) return 'atendo.whitelabel.invalid_type'
  if (file.size > MAX_LOGO_BYTES) return 'atendo.upload.too_large_2mb'
  return undefined
}

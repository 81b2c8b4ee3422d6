import { atendo, dataOf } from '../api/atendo.ts'

/**
 * The product's name, colours and logos, from the platform's public settings (administration.md
 * whitelabel). A logo is the address of the uploaded image, or '' when none was uploaded.
 */
export interface Whitelabel {
  appName: string
  primaryColorLight: string
  primaryColorDark: string
  appLogoLight: string
  appLogoDark: string
  appLogoFavicon: string
}

export const defaultWhitelabel: Whitelabel = {
  appName: 'Atendo',
  primaryColorLight: '#0000FF',
  primaryColorDark: '#39ACE7',
  appLogoLight: '',
  appLogoDark: '',
  appLogoFavicon: '',
}

const colourPattern = /^#[0-9a-f]{3,8}$/i

async function publicSetting(key: keyof Whitelabel): Promise<string | undefined> {
  try {
    // The bare value ('' when unset), as the family's clients read it.
    return await dataOf(atendo.GET('/api/public-settings/{key}', { params: { path: { key } } }))
  } catch {
    // Missing settings (or a server without the route) keep the defaults.
    return undefined
  }
}

/** An uploaded logo's address: one of this server's paths or an http(s) URL; anything else is no logo. */
function logoAddress(value: string | undefined): string {
  const address = value?.trim() ?? ''
  return /^https?:\/\//i.test(address) || (address.startsWith('/') && !address.startsWith('//'))
    ? address
    : ''
}

/** Loads the whitelabel settings, falling back to Atendo's name, colours and no logo for each missing one. */
export async function loadWhitelabel(): Promise<Whitelabel> {
  const [appName, light, dark, logoLight, logoDark, favicon] = await Promise.all([
    publicSetting('appName'),
    publicSetting('primaryColorLight'),
    publicSetting('primaryColorDark'),
    publicSetting('appLogoLight'),
    publicSetting('appLogoDark'),
    publicSetting('appLogoFavicon'),
  ])
  return {
    appName: appName?.trim() || defaultWhitelabel.appName,
    primaryColorLight: light && colourPattern.test(light) ? light : defaultWhitelabel.primaryColorLight,
    primaryColorDark: dark && colourPattern.test(dark) ? dark : defaultWhitelabel.primaryColorDark,
    appLogoLight: logoAddress(logoLight),
    appLogoDark: logoAddress(logoDark),
    appLogoFavicon: logoAddress(favicon),
  }
}

/** The logo for the theme: its own variant, else the other one; '' when the company uploaded none. */
export function logoFor(whitelabel: Whitelabel, mode: 'light' | 'dark'): string {
  return mode === 'dark'
    ? whitelabel.appLogoDark || whitelabel.appLogoLight
    : whitelabel.appLogoLight || whitelabel.appLogoDark
}

/** Points the page's icon at the uploaded favicon (the browser's default stays when there is none). */
export function applyFavicon(address: string): void {
  if (!address) return
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'icon'
    document.head.append(link)
  }
  link.href = address
}

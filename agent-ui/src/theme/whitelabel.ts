import { call } from '../api/atendo.ts'

/** The product's name and colours, from the platform's public settings (administration.md whitelabel). */
export interface Whitelabel {
  appName: string
  primaryColorLight: string
  primaryColorDark: string
}

export const defaultWhitelabel: Whitelabel = {
  appName: 'Atendo',
  primaryColorLight: '#0000FF',
  primaryColorDark: '#39ACE7',
}

const colourPattern = /^#[0-9a-f]{3,8}$/i

/** A public setting's value whatever shape the server answers it in (a string, or `{ value }`). */
function settingValue(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer
  if (typeof answer === 'object' && answer !== null) {
    const value = (answer as { value?: unknown }).value
    if (typeof value === 'string') return value
  }
  return undefined
}

async function publicSetting(key: keyof Whitelabel): Promise<string | undefined> {
  try {
    return settingValue(await call<unknown>('GET', `/api/public-settings/${key}`))
  } catch {
    // Missing settings (or a server without the route) keep the defaults.
    return undefined
  }
}

/** Loads the whitelabel settings, falling back to Atendo's name and colours for each missing one. */
export async function loadWhitelabel(): Promise<Whitelabel> {
  const [appName, light, dark] = await Promise.all([
    publicSetting('appName'),
    publicSetting('primaryColorLight'),
    publicSetting('primaryColorDark'),
  ])
  return {
    appName: appName?.trim() || defaultWhitelabel.appName,
    primaryColorLight: light && colourPattern.test(light) ? light : defaultWhitelabel.primaryColorLight,
    primaryColorDark: dark && colourPattern.test(dark) ? dark : defaultWhitelabel.primaryColorDark,
  }
}

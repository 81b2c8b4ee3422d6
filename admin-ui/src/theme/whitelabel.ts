import { createContext, useContext, useEffect, useState } from 'react'
import { primaryColours } from './themes.ts'

/** The platform's whitelabel (administration.md §3 global keys): name, colours and logos. */
export interface Whitelabel {
  appName: string
  colours: { light: string; dark: string }
  /** Signed URLs of the uploaded logos; undefined for one never uploaded. */
  logos: { light?: string; dark?: string; favicon?: string }
}

/** Before the settings arrive, and when they cannot be read: the product's defaults. */
export const defaultWhitelabel: Whitelabel = { appName: 'Atendo', colours: primaryColours, logos: {} }

const hexColour = /^#[0-9a-fA-F]{3,8}$/

/** Reads one whitelabel setting without a token (GET /public-settings/{key}); undefined when unset or unreadable. */
async function publicSetting(apiUrl: string, key: string): Promise<string | undefined> {
  try {
    const answer = await fetch(`${apiUrl}/public-settings/${key}`)
    if (!answer.ok) return undefined
    // The bare value as a JSON string ('' when unset).
    const value: unknown = await answer.json()
    return typeof value === 'string' && value.trim() !== '' ? value : undefined
  } catch {
    return undefined
  }
}

/** The whitelabel as the public settings give it, each missing or invalid value falling back to its default. */
export async function loadWhitelabel(apiUrl: string): Promise<Whitelabel> {
  const [light, dark, appName, logoLight, logoDark, favicon] = await Promise.all(
    ['primaryColorLight', 'primaryColorDark', 'appName', 'appLogoLight', 'appLogoDark', 'appLogoFavicon'].map(
      (key) => publicSetting(apiUrl, key),
    ),
  )
  return {
    appName: appName?.trim() || defaultWhitelabel.appName,
    colours: {
      light: light && hexColour.test(light) ? light : primaryColours.light,
      dark: dark && hexColour.test(dark) ? dark : primaryColours.dark,
    },
    logos: { light: logoLight, dark: logoDark, favicon },
  }
}

/** The whitelabel, read once per page load: the login page shows it before anyone logs in. */
export function useWhitelabelSettings(apiUrl: string): Whitelabel {
  const [whitelabel, setWhitelabel] = useState(defaultWhitelabel)
  useEffect(() => {
    let current = true
    loadWhitelabel(apiUrl).then((loaded) => {
      if (current) setWhitelabel(loaded)
    })
    return () => {
      current = false
    }
  }, [apiUrl])
  return whitelabel
}

export const WhitelabelContext = createContext<Whitelabel>(defaultWhitelabel)

/** The whitelabel of the back office around the calling component. */
export const useWhitelabel = () => useContext(WhitelabelContext)

/** The logo for a theme mode: the dark one on dark backgrounds, else the light one, whichever exists. */
export const logoFor = (logos: Whitelabel['logos'], mode: 'light' | 'dark') =>
  mode === 'dark' ? (logos.dark ?? logos.light) : (logos.light ?? logos.dark)

/** The browser tab's title and icon follow the whitelabel. */
export function useDocumentBranding({ appName, logos }: Whitelabel) {
  useEffect(() => {
    document.title = appName
  }, [appName])
  useEffect(() => {
    if (!logos.favicon) return
    let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
    if (!link) {
      link = document.createElement('link')
      link.rel = 'icon'
      document.head.appendChild(link)
    }
    link.href = logos.favicon
  }, [logos.favicon])
}

import { useEffect, useState } from 'react'
import { primaryColours } from './themes.ts'

const hexColour = /^#[0-9a-fA-F]{3,8}$/

/** Reads one whitelabel colour without a token; the default stays when it is unset or unreadable. */
async function publicColour(apiUrl: string, key: string, fallback: string): Promise<string> {
  try {
    const answer = await fetch(`${apiUrl}/public-settings/${key}`)
    if (!answer.ok) return fallback
    const { value } = (await answer.json()) as { value?: string }
    return value && hexColour.test(value) ? value : fallback
  } catch {
    return fallback
  }
}

/** The whitelabel primary colours (global settings primaryColorLight/Dark), read once per page load. */
export function useBrandColours(apiUrl: string) {
  const [colours, setColours] = useState(primaryColours)
  useEffect(() => {
    let current = true
    Promise.all([
      publicColour(apiUrl, 'primaryColorLight', primaryColours.light),
      publicColour(apiUrl, 'primaryColorDark', primaryColours.dark),
    ]).then(([light, dark]) => {
      if (current) setColours({ light, dark })
    })
    return () => {
      current = false
    }
  }, [apiUrl])
  return colours
}

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { applyFavicon, defaultWhitelabel, loadWhitelabel, type Whitelabel } from './whitelabel.ts'

export type ThemeMode = 'light' | 'dark'

const themeKey = 'preferredTheme'

interface Theme {
  mode: ThemeMode
  toggle(): void
  /** Switches to a theme and keeps it (the user's defaultTheme at login). */
  setMode(mode: ThemeMode): void
  whitelabel: Whitelabel
}

const ThemeContext = createContext<Theme | undefined>(undefined)

function initialMode(): ThemeMode {
  return localStorage.getItem(themeKey) === 'dark' ? 'dark' : 'light'
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode)
  const [whitelabel, setWhitelabel] = useState<Whitelabel>(defaultWhitelabel)

  useEffect(() => {
    let current = true
    loadWhitelabel().then((loaded) => {
      if (current) setWhitelabel(loaded)
    })
    return () => {
      current = false
    }
  }, [])

  useEffect(() => {
    const root = document.documentElement
    root.dataset.theme = mode
    root.style.setProperty(
      '--primary',
      mode === 'dark' ? whitelabel.primaryColorDark : whitelabel.primaryColorLight,
    )
    document.title = whitelabel.appName
  }, [mode, whitelabel])

  useEffect(() => applyFavicon(whitelabel.appLogoFavicon), [whitelabel.appLogoFavicon])

  const value = useMemo<Theme>(
    () => ({
      mode,
      whitelabel,
      toggle() {
        setMode((previous) => {
          const next = previous === 'light' ? 'dark' : 'light'
          localStorage.setItem(themeKey, next)
          return next
        })
      },
      setMode(next) {
        localStorage.setItem(themeKey, next)
        setMode(next)
      },
    }),
    [mode, whitelabel],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): Theme {
  const theme = useContext(ThemeContext)
  if (!theme) throw new Error('useTheme needs a ThemeProvider')
  return theme
}

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import {
  initialLanguage,
  isLanguageLoaded,
  type Language,
  loadLanguage,
  localeOf,
  storeLanguage,
  type Translate,
  translator,
} from './languages.ts'

interface I18n {
  language: Language
  locale: string
  t: Translate
  setLanguage(language: Language): void
}

const I18nContext = createContext<I18n | undefined>(undefined)

export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: Language }) {
  const [language, setLanguageState] = useState<Language>(() => fixed ?? initialLanguage())
  const [ready, setReady] = useState(() => isLanguageLoaded(language))
  // A stored language other than Portuguese loads before the first screen, so no text flashes.
  useEffect(() => {
    if (ready) return
    let current = true
    void loadLanguage(language).then(() => current && setReady(true))
    return () => {
      current = false
    }
  }, [language, ready])
  const value = useMemo<I18n>(
    () => ({
      language,
      locale: localeOf[language],
      // Rebuilt once the language's texts have arrived (Portuguese until then).
      t: translator(ready ? language : 'pt'),
      setLanguage(next) {
        storeLanguage(next)
        void loadLanguage(next).then(() => {
          document.documentElement.lang = localeOf[next]
          setLanguageState(next)
        })
      },
    }),
    [language, ready],
  )
  if (!ready) return null
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const context = useContext(I18nContext)
  if (!context) throw new Error('useI18n needs an I18nProvider')
  return context
}

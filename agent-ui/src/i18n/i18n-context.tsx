import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import {
  initialLanguage,
  type Language,
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
  const value = useMemo<I18n>(
    () => ({
      language,
      locale: localeOf[language],
      t: translator(language),
      setLanguage(next) {
        storeLanguage(next)
        document.documentElement.lang = localeOf[next]
        setLanguageState(next)
      },
    }),
    [language],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const context = useContext(I18nContext)
  if (!context) throw new Error('useI18n needs an I18nProvider')
  return context
}

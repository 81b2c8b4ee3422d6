import { type MessageKey, type Messages, pt } from './pt.ts'

export type Language = 'pt' | 'en' | 'es' | 'tr'

export const languages: { code: Language; label: string }[] = [
  { code: 'pt', label: 'Português' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'tr', label: 'Türkçe' },
]

/**
 * Portuguese ships with the app (the default and the fallback); the other languages load when
 * chosen, so the login page does not carry every translation.
 */
const loaders: Record<Exclude<Language, 'pt'>, () => Promise<Messages>> = {
  en: () => import('./en.ts').then((module) => module.en),
  es: () => import('./es.ts').then((module) => module.es),
  tr: () => import('./tr.ts').then((module) => module.tr),
}

const dictionaries: Partial<Record<Language, Messages>> = { pt }

export function isLanguageLoaded(language: Language): boolean {
  return dictionaries[language] !== undefined
}

/** Loads a language's texts; one that cannot be fetched falls back to Portuguese. */
export async function loadLanguage(language: Language): Promise<void> {
  if (language === 'pt' || dictionaries[language]) return
  try {
    dictionaries[language] = await loaders[language]()
  } catch {
    // The translator falls back to Portuguese.
  }
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/**
 * A translator for one language (Portuguese until that language is loaded); `{name}` placeholders
 * are filled from `values`.
 */
export function translator(language: Language): Translate {
  const dictionary = dictionaries[language] ?? pt
  return (key, values) => fillPlaceholders(dictionary[key] ?? pt[key], values)
}

/** Fills a text's `{name}` placeholders from `values`; unknown names stay as written. */
export function fillPlaceholders(text: string, values?: Record<string, string | number>): string {
  if (!values) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}

const storageKey = 'language'

/** The stored choice, else Portuguese: the default and fallback language (inbox.md §1). */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(storageKey)
  if (stored && languages.some((language) => language.code === stored)) return stored as Language
  return 'pt'
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(storageKey, language)
}

/** The BCP 47 tag used for dates and numbers. */
export const localeOf: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', tr: 'tr-TR' }

import { en } from './en.ts'
import { es } from './es.ts'
import { type MessageKey, type Messages, pt } from './pt.ts'
import { tr } from './tr.ts'

export type Language = 'pt' | 'en' | 'es' | 'tr'

export const languages: { code: Language; label: string }[] = [
  { code: 'pt', label: 'Português' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'tr', label: 'Türkçe' },
]

const dictionaries: Record<Language, Messages> = { pt, en, es, tr }

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** A translator for one language; `{name}` placeholders are filled from `values`. */
export function translator(language: Language): Translate {
  const dictionary = dictionaries[language] ?? pt
  return (key, values) => {
    const text = dictionary[key] ?? pt[key]
    if (!values) return text
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    )
  }
}

const storageKey = 'language'

/** The stored choice, else Portuguese: the default and fallback language (inbox.md §1). */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(storageKey)
  if (stored && stored in dictionaries) return stored as Language
  return 'pt'
}

export function storeLanguage(language: Language): void {
  localStorage.setItem(storageKey, language)
}

/** The BCP 47 tag used for dates and numbers. */
export const localeOf: Record<Language, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES', tr: 'tr-TR' }

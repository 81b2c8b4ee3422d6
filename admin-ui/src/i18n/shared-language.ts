import { localStorageStore, type Store } from 'react-admin'
import { locales } from './i18n-provider.ts'

/**
 * Where the agent inbox keeps the language a person chose (agent-ui/src/i18n/languages.ts). Both
 * apps are served from one origin, so they read the same browser storage: the back office keeps its
 * choice there too, and a person who picked English in the inbox finds the back office in English.
 */
export const sharedLanguageKey = 'language'

const localeKey = 'locale'

function knownLanguage(value: unknown): string | undefined {
  return typeof value === 'string' && locales.some(({ locale }) => locale === value) ? value : undefined
}

/** The language chosen in either app, if any. */
export function sharedLanguage(storage: Storage): string | undefined {
  return knownLanguage(storage.getItem(sharedLanguageKey))
}

/**
 * react-admin's store with its `locale` entry kept in the language both apps share. Everything
 * else stays react-admin's. A logout empties react-admin's store, but the language is the
 * person's choice on this browser, not part of the session: it is put back after the reset, as
 * the inbox keeps it across a logout.
 */
export function sharedLanguageStore(storage: Storage): Store {
  const store = localStorageStore()
  return {
    ...store,
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (key === localeKey) {
        const chosen = sharedLanguage(storage) ?? knownLanguage(store.getItem(localeKey))
        if (chosen) return chosen as T
      }
      return store.getItem(key, defaultValue)
    },
    setItem<T>(key: string, value: T): void {
      if (key === localeKey && knownLanguage(value)) storage.setItem(sharedLanguageKey, value as string)
      store.setItem(key, value)
    },
    reset(): void {
      store.reset()
      const chosen = sharedLanguage(storage)
      if (chosen) store.setItem(localeKey, chosen)
    },
  }
}

import { useMemo } from 'react'
import { useI18n } from './i18n-context.tsx'
import { fillPlaceholders, type Language } from './languages.ts'
import type { MessageKey } from './pt.ts'

/**
 * The texts of one feature in the four languages, kept beside the feature rather than in pt.ts:
 * pt.ts ships with the login page, these ship with the (lazily loaded) screen that shows them.
 * Portuguese names the keys; the type makes the other three languages carry every one of them.
 */
export type FeatureTexts<K extends string> = Record<Language, Record<K, string>>

/** Translates a feature key, or any key of the app's own dictionary (common buttons, validation). */
export type FeatureTranslate<K extends string> = (
  key: K | MessageKey,
  values?: Record<string, string | number>,
) => string

/** A translator for a feature's texts in the user's language, falling back to Portuguese. */
export function useFeatureTexts<K extends string>(texts: FeatureTexts<K>): FeatureTranslate<K> {
  const { language, t } = useI18n()
  return useMemo(() => {
    const own = texts[language]
    return (key, values) =>
      Object.hasOwn(texts.pt, key)
        ? fillPlaceholders(own[key as K] || texts.pt[key as K], values)
        : t(key as MessageKey, values)
  }, [texts, language, t])
}

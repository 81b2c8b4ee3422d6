import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { mergeTranslations, type TranslationMessages } from 'react-admin'
import { appEn } from './app-en.ts'
import { appEs } from './app-es.ts'
import { appPt } from './app-pt.ts'
import { appTr } from './app-tr.ts'
import { fieldLabels } from './field-labels.ts'
import { raEs } from './ra-es.ts'
import { raPt } from './ra-pt.ts'
import { raTr } from './ra-tr.ts'
import { screenMessages } from './screen-messages.ts'
import { settingLabels } from './setting-labels.ts'

export const locales = [
  { locale: 'pt', name: 'Português' },
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'tr', name: 'Türkçe' },
]

// Each language is English underneath, so a key not yet translated shows in English, never as a key.
const messages: Record<string, TranslationMessages> = {
  en: mergeTranslations(englishMessages, appEn, fieldLabels('en'), settingLabels('en'), screenMessages('en')),
  pt: mergeTranslations(
    englishMessages,
    raPt,
    appPt,
    fieldLabels('pt'),
    settingLabels('pt'),
    screenMessages('pt'),
  ),
  es: mergeTranslations(
    englishMessages,
    raEs,
    appEs,
    fieldLabels('es'),
    settingLabels('es'),
    screenMessages('es'),
  ),
  tr: mergeTranslations(
    englishMessages,
    raTr,
    appTr,
    fieldLabels('tr'),
    settingLabels('tr'),
    screenMessages('tr'),
  ),
}

/** Portuguese by default: the product's interface language (administration.md §1). */
export const i18nProvider = polyglotI18nProvider((locale) => messages[locale] ?? messages.pt!, 'pt', locales)

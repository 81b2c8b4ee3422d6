import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import { mergeTranslations, type TranslationMessages } from 'react-admin'
import { appEn } from './app-en.ts'
import { appEs } from './app-es.ts'
import { appPt } from './app-pt.ts'
import { appTr } from './app-tr.ts'
import { attachmentMessages } from './attachment-messages.ts'
import { choiceLabels } from './choice-labels.ts'
import { connectionMessages } from './connection-messages.ts'
import { contactMessages } from './contact-messages.ts'
import { fieldLabels } from './field-labels.ts'
import { homeMessages } from './home-messages.ts'
import { integrationMessages } from './integration-messages.ts'
import { quickMessageMessages } from './quick-message-messages.ts'
import { raEn } from './ra-en.ts'
import { raEs } from './ra-es.ts'
import { raPt } from './ra-pt.ts'
import { raTr } from './ra-tr.ts'
import { scheduleMessages } from './schedule-messages.ts'
import { screenMessages } from './screen-messages.ts'
import { type Language, settingLabels } from './setting-labels.ts'
import { tagContactMessages } from './tag-contact-messages.ts'

export const locales = [
  { locale: 'pt', name: 'Português' },
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
  { locale: 'tr', name: 'Türkçe' },
]

/** The back office's own texts of one language, each screen's file merged in. */
const atendoMessages = (language: Language) => [
  fieldLabels(language),
  settingLabels(language),
  screenMessages(language),
  attachmentMessages(language),
  tagContactMessages(language),
  quickMessageMessages(language),
  scheduleMessages(language),
  contactMessages(language),
  choiceLabels(language),
  connectionMessages(language),
  homeMessages(language),
  integrationMessages(language),
]

// Each language is English underneath, so a key not yet translated shows in English, never as a key.
const messages: Record<string, TranslationMessages> = {
  en: mergeTranslations(englishMessages, raEn, appEn, ...atendoMessages('en')),
  pt: mergeTranslations(englishMessages, raPt, appPt, ...atendoMessages('pt')),
  es: mergeTranslations(englishMessages, raEs, appEs, ...atendoMessages('es')),
  tr: mergeTranslations(englishMessages, raTr, appTr, ...atendoMessages('tr')),
}

/** Portuguese by default: the product's interface language (administration.md §1). */
export const i18nProvider = polyglotI18nProvider((locale) => messages[locale] ?? messages.pt!, 'pt', locales)

import { describe, expect, it } from 'vitest'
import { companySettingDefaults } from '../../../core/src/modules/settings/company-setting-defaults.ts'
import { globalSettingRules } from '../../../core/src/modules/settings/global-setting-keys.ts'
import { i18nProvider, locales } from './i18n-provider.ts'
import { translatedErrorCodes } from './screen-messages.ts'
import { labelledGlobalSettings, labelledOptions } from './setting-labels.ts'

describe('settings labels', () => {
  it('label every company option and global setting the server has, in every language', async () => {
    expect([...labelledOptions].sort()).toEqual(Object.keys(companySettingDefaults).sort())
    expect([...labelledGlobalSettings].sort()).toEqual(Object.keys(globalSettingRules).sort())
    for (const { locale } of locales) {
      await i18nProvider.changeLocale(locale)
      for (const key of labelledOptions) {
        const label = i18nProvider.translate(`atendo.options.${key}`)
        expect(label, `${locale} ${key}`).not.toBe(`atendo.options.${key}`)
        expect(label, `${locale} ${key}`).not.toBe(key)
      }
      for (const key of labelledGlobalSettings) {
        expect(i18nProvider.translate(`atendo.global.${key}`), `${locale} ${key}`).not.toMatch(/^atendo\./)
      }
    }
    await i18nProvider.changeLocale('pt')
  })

  it('speaks Portuguese by default, with the conditional required messages', async () => {
    await i18nProvider.changeLocale('pt')
    expect(i18nProvider.translate('atendo.options.userRating')).toBe('Avaliações')
    expect(i18nProvider.translate('atendo.options.values.connection')).toBe('Por conexão')
    expect(i18nProvider.translate('atendo.options.required_when.transferMessage')).toBe(
      'Obrigatório com "Enviar mensagem de transferência" habilitado',
    )
  })

  it('translates every ERR_* code it claims to, in every language', async () => {
    expect(translatedErrorCodes.has('ERR_QUEUE_COLOR_ALREADY_EXISTS')).toBe(true)
    for (const { locale } of locales) {
      await i18nProvider.changeLocale(locale)
      for (const code of translatedErrorCodes) {
        expect(i18nProvider.translate(`atendo.errors.${code}`), `${locale} ${code}`).not.toMatch(/^atendo\./)
      }
    }
    await i18nProvider.changeLocale('pt')
  })
})

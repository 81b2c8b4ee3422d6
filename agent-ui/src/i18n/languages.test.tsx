// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { en } from './en.ts'
import { es } from './es.ts'
import { I18nProvider, useI18n } from './i18n-context.tsx'
import { pt } from './pt.ts'
import { tr } from './tr.ts'

afterEach(cleanup)

function Text() {
  const { t } = useI18n()
  return <p>{t('drawer.title')}</p>
}

describe('interface languages (inbox.md §1)', () => {
  it('has every text in all four languages', () => {
    const keys = Object.keys(pt).sort()
    for (const dictionary of [en, es, tr]) {
      expect(Object.keys(dictionary).sort()).toEqual(keys)
      expect(Object.entries(dictionary).filter(([, text]) => text.trim() === '')).toEqual([])
    }
  })

  it('loads a language other than Portuguese before showing anything', async () => {
    render(
      <I18nProvider language="tr">
        <Text />
      </I18nProvider>,
    )
    expect(await screen.findByText('Kişi bilgileri')).toBeTruthy()
    expect(screen.queryByText('Dados do contato')).toBeNull()
  })
})

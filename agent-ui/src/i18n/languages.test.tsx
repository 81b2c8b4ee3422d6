// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { announcementTexts } from './announcement-texts.ts'
import { attachmentTexts } from './attachment-texts.ts'
import { automationTexts } from './automation-texts.ts'
import { contactImportTexts } from './contact-import-texts.ts'
import { dashboardTexts } from './dashboard-texts.ts'
import { en } from './en.ts'
import { es } from './es.ts'
import { type FeatureTexts, useFeatureTexts } from './feature-texts.ts'
import { helpTexts } from './help-texts.ts'
import { I18nProvider, useI18n } from './i18n-context.tsx'
import { mediaDialogTexts } from './media-dialog-texts.ts'
import { messageKindTexts } from './message-kind-texts.ts'
import { momentsTexts } from './moments-texts.ts'
import { profileTexts } from './profile-texts.ts'
import { pt } from './pt.ts'
import { reportTexts } from './report-texts.ts'
import { richMessageTexts } from './rich-message-texts.ts'
import { scheduleTexts } from './schedule-texts.ts'
import { tr } from './tr.ts'

afterEach(cleanup)

function Text() {
  const { t } = useI18n()
  return <p>{t('drawer.title')}</p>
}

function FeatureText() {
  const tx = useFeatureTexts(richMessageTexts)
  return (
    <p>
      {tx('rich.keySentAs', { key: '+5511987654321' })} / {tx('common.cancel')}
    </p>
  )
}

describe('interface languages (inbox.md §1)', () => {
  it('has every text in all four languages', () => {
    const keys = Object.keys(pt).sort()
    for (const dictionary of [en, es, tr]) {
      expect(Object.keys(dictionary).sort()).toEqual(keys)
      expect(Object.entries(dictionary).filter(([, text]) => text.trim() === '')).toEqual([])
    }
  })

  it("has every feature's own text in all four languages", () => {
    const tables: FeatureTexts<string>[] = [
      announcementTexts,
      attachmentTexts,
      automationTexts,
      contactImportTexts,
      dashboardTexts,
      helpTexts,
      mediaDialogTexts,
      messageKindTexts,
      momentsTexts,
      profileTexts,
      reportTexts,
      richMessageTexts,
      scheduleTexts,
    ]
    for (const table of tables) {
      const keys = Object.keys(table.pt).sort()
      for (const dictionary of [table.en, table.es, table.tr]) {
        expect(Object.keys(dictionary).sort()).toEqual(keys)
        expect(Object.entries(dictionary).filter(([, text]) => text.trim() === '')).toEqual([])
      }
    }
  })

  it("translates a feature's texts in the user's language, and the app's own keys too", async () => {
    render(
      <I18nProvider language="es">
        <FeatureText />
      </I18nProvider>,
    )
    expect(await screen.findByText('Se enviará como +5511987654321 / Cancelar')).toBeTruthy()
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

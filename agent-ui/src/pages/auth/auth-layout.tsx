import type { ReactNode } from 'react'
import { Icon } from '../../components/icon.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { languages } from '../../i18n/languages.ts'
import { BrandLogo } from '../../theme/brand-logo.tsx'
import { useTheme } from '../../theme/theme-context.tsx'

/** The frame of the public pages: product name, language and theme choice, and the form. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { mode, toggle } = useTheme()
  const { t, language, setLanguage } = useI18n()
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="auth-tools">
          <label className="visually-hidden" htmlFor="auth-language">
            {t('topbar.language')}
          </label>
          <select
            id="auth-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as typeof language)}
          >
            {languages.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="button" className="icon-button" aria-label={t('topbar.theme')} onClick={toggle}>
            <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
          </button>
        </div>
        <BrandLogo className="auth-brand" />
        <h1 className="auth-title">{title}</h1>
        {children}
      </div>
    </main>
  )
}

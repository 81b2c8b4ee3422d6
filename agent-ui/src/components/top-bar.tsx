import { useState } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { languages } from '../i18n/languages.ts'
import { isAdmin } from '../session/permissions.ts'
import { useSession, useUser } from '../session/session-context.tsx'
import { useTheme } from '../theme/theme-context.tsx'
import { Icon } from './icon.tsx'
import { NotificationsButton } from './notifications/notifications-button.tsx'
import { useVolume } from './volume.ts'

/** The top bar of private pages (inbox.md §2 Top bar); the drawer menu it toggles is the SideMenu. */
export function TopBar({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer(): void }) {
  const { t, language, setLanguage, locale } = useI18n()
  const { mode, toggle, whitelabel } = useTheme()
  const { logout, reload } = useSession()
  const user = useUser()
  const [volume, setVolume] = useVolume()
  const [menuOpen, setMenuOpen] = useState(false)
  const dueDate = user.company.dueDate ? new Date(user.company.dueDate) : undefined

  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button"
        aria-label={t('topbar.menu')}
        aria-expanded={drawerOpen}
        aria-controls="main-menu"
        onClick={onToggleDrawer}
      >
        <Icon name="menu" />
      </button>
      <span className="top-bar-brand">{whitelabel.appName}</span>
      <span className="top-bar-spacer" />
      {isAdmin(user) && dueDate ? (
        <span className="top-bar-due">
          {t('topbar.dueDate', { date: dueDate.toLocaleDateString(locale) })}
        </span>
      ) : null}
      <label className="top-bar-volume">
        <span className="visually-hidden">{t('topbar.volume')}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={volume}
          onChange={(event) => setVolume(Number(event.target.value))}
        />
      </label>
      <NotificationsButton />
      <button
        type="button"
        className="icon-button"
        aria-label={t('topbar.refresh')}
        onClick={() => window.location.reload()}
      >
        <Icon name="refresh" />
      </button>
      <button type="button" className="icon-button" aria-label={t('topbar.theme')} onClick={toggle}>
        <Icon name={mode === 'dark' ? 'sun' : 'moon'} />
      </button>
      <div className="menu-anchor">
        <button
          type="button"
          className="avatar-button"
          aria-label={t('topbar.userMenu')}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {user.name.slice(0, 1).toUpperCase()}
        </button>
        {menuOpen ? (
          <div
            className="menu"
            role="menu"
            onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
          >
            <div className="menu-header">{user.name}</div>
            <label className="menu-item">
              <span>{t('topbar.language')}</span>
              <select
                value={language}
                onChange={(event) => setLanguage(event.target.value as typeof language)}
              >
                {languages.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" role="menuitem" className="menu-item" onClick={() => void reload()}>
              {t('topbar.refresh')}
            </button>
            <button type="button" role="menuitem" className="menu-item" onClick={() => void logout()}>
              {t('topbar.logout')}
            </button>
          </div>
        ) : null}
      </div>
    </header>
  )
}

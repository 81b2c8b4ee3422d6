import { type CSSProperties, lazy, Suspense, useState } from 'react'
import { calendarDayText } from '../i18n/company-time.ts'
import { useFeatureTexts } from '../i18n/feature-texts.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { languages } from '../i18n/languages.ts'
import { profileTexts } from '../i18n/profile-texts.ts'
import { isAdmin } from '../session/permissions.ts'
import { useSession, useUser } from '../session/session-context.tsx'
import { BrandLogo } from '../theme/brand-logo.tsx'
import { useTheme } from '../theme/theme-context.tsx'
import { AnnouncementsButton } from './announcements/announcements-button.tsx'
import { Icon } from './icon.tsx'
import { ChatsButton } from './internal-chat/chats-button.tsx'
import { MenuButton } from './menu-button.tsx'
import { NotificationsButton } from './notifications/notifications-button.tsx'
import { useVolume } from './volume.ts'

// The profile dialog loads when first opened.
const ProfileDialog = lazy(() => import('./profile/profile-dialog.tsx'))

/** The top bar of private pages (inbox.md §2 Top bar); the drawer menu it toggles is the SideMenu. */
export function TopBar({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer(): void }) {
  const { t, language, setLanguage } = useI18n()
  const tx = useFeatureTexts(profileTexts)
  const { mode, toggle } = useTheme()
  const { logout, reload } = useSession()
  const user = useUser()
  const [volume, setVolume] = useVolume()
  const [profileOpen, setProfileOpen] = useState(false)
  const dueDate = user.company.dueDate ?? undefined

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
      <BrandLogo className="top-bar-brand" />
      <span className="top-bar-spacer" />
      {isAdmin(user) && dueDate ? (
        <span className="top-bar-due">
          {t('topbar.dueDate', { date: calendarDayText(dueDate, language) })}
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
          // How much of the track is filled (top-bar.css).
          style={{ '--volume-level': `${volume * 100}%` } as CSSProperties}
          onChange={(event) => setVolume(Number(event.target.value))}
        />
      </label>
      <NotificationsButton />
      <AnnouncementsButton />
      <ChatsButton />
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
      <MenuButton
        label={t('topbar.userMenu')}
        buttonClassName="avatar-button"
        header={user.name}
        entries={[
          { label: tx('profile.open'), onSelect: () => setProfileOpen(true) },
          ...languages.map((option, index) => ({
            label: option.label,
            checked: option.code === language,
            separated: index === 0,
            onSelect: () => setLanguage(option.code),
          })),
          { label: t('topbar.refresh'), separated: true, onSelect: () => void reload() },
          { label: t('topbar.logout'), onSelect: () => void logout() },
        ]}
      >
        {user.profileImage ? (
          <img className="avatar-image" src={user.profileImage} alt="" />
        ) : (
          user.name.slice(0, 1).toUpperCase()
        )}
      </MenuButton>
      {profileOpen ? (
        <Suspense fallback={null}>
          <ProfileDialog onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  )
}

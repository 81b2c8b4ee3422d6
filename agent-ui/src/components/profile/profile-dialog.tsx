import { type FormEvent, useId, useRef, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { profileTexts } from '../../i18n/profile-texts.ts'
import { useObjectUrl } from '../../pages/tickets/conversation/media/object-url.ts'
import { useSession, useUser } from '../../session/session-context.tsx'
import { type ThemeMode, useTheme } from '../../theme/theme-context.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { Dialog } from '../dialog.tsx'
import { Field, PasswordField, SelectField } from '../field.tsx'
import { avatarProblem, avatarTypes, type ProfileForm, profileProblems } from './profile-rules.ts'

/**
 * The logged-in user's own profile (avatar menu → Profile): name, e-mail, a new password with the
 * user form's rules (inbox.md §5), the default theme, and the avatar, uploaded through
 * POST /users/{id}/media-upload. Saved with PUT /users/{id}, which lets a plain user change
 * exactly these fields of their own account.
 */
export function ProfileDialog({ onClose }: { onClose(): void }) {
  const tx = useFeatureTexts(profileTexts)
  const user = useUser()
  const { reload } = useSession()
  const { setMode } = useTheme()
  const showError = useErrorToast()
  const avatarInput = useRef<HTMLInputElement>(null)
  const avatarHintId = useId()
  const [form, setForm] = useState<ProfileForm>({ name: user.name, email: user.email, password: '' })
  const [theme, setTheme] = useState<ThemeMode>(user.defaultTheme === 'dark' ? 'dark' : 'light')
  const [avatar, setAvatar] = useState<File>()
  const [avatarError, setAvatarError] = useState<string>()
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const preview = useObjectUrl(avatar)
  const found = profileProblems(form)
  const shown = submitted ? found : {}
  const edit = (field: keyof ProfileForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const save = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(found).length > 0 || avatarError) return
    setBusy(true)
    try {
      const path = { id: user.id }
      await dataOf(
        atendo.PUT('/api/users/{id}', {
          params: { path },
          body: {
            name: form.name.trim(),
            email: form.email.trim(),
            password: form.password,
            defaultTheme: theme,
          },
        }),
      )
      if (avatar) {
        await dataOf(
          atendo.POST('/api/users/{id}/media-upload', {
            params: { path },
            body: { userId: String(user.id), typeArch: 'user', profileImage: avatar },
          }),
        )
      }
      setMode(theme)
      await reload()
      toast.success(tx('profile.saved'))
      onClose()
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  const picture = preview ?? user.profileImage ?? undefined
  return (
    <Dialog
      title={tx('profile.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {tx('common.cancel')}
          </button>
          <button type="submit" form="profile-form" className="button button-primary" disabled={busy}>
            {tx('common.save')}
          </button>
        </>
      }
    >
      <form id="profile-form" className="form" onSubmit={save} noValidate>
        <fieldset className="profile-avatar">
          <legend>{tx('profile.avatar')}</legend>
          {picture ? (
            <img className="avatar avatar-large" src={picture} alt={tx('profile.avatar')} />
          ) : (
            <span className="avatar avatar-large" aria-hidden="true">
              {user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <input
            ref={avatarInput}
            type="file"
            hidden
            accept={avatarTypes.join(',')}
            aria-label={tx('profile.chooseAvatar')}
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (!file) return
              const problem = avatarProblem(file)
              setAvatarError(problem ? tx(problem) : undefined)
              setAvatar(problem ? undefined : file)
            }}
          />
          <button
            type="button"
            className="button"
            aria-describedby={avatarError ? avatarHintId : undefined}
            onClick={() => avatarInput.current?.click()}
          >
            {tx('profile.chooseAvatar')}
          </button>
          {avatar ? <span>{avatar.name}</span> : null}
          {avatarError ? (
            <span id={avatarHintId} className="field-error" role="alert">
              {avatarError}
            </span>
          ) : null}
        </fieldset>
        <Field
          label={tx('profile.name')}
          autoComplete="name"
          required
          value={form.name}
          error={shown.name ? tx(shown.name) : undefined}
          onChange={edit('name')}
        />
        <Field
          label={tx('profile.email')}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={shown.email ? tx(shown.email) : undefined}
          onChange={edit('email')}
        />
        <PasswordField
          label={tx('profile.password')}
          showLabel={tx('login.showPassword')}
          hideLabel={tx('login.hidePassword')}
          autoComplete="new-password"
          hint={tx('profile.passwordHint')}
          value={form.password}
          error={shown.password ? tx(shown.password) : undefined}
          onChange={edit('password')}
        />
        <SelectField
          label={tx('profile.theme')}
          value={theme}
          onChange={(event) => setTheme(event.target.value === 'dark' ? 'dark' : 'light')}
        >
          <option value="light">{tx('profile.themeLight')}</option>
          <option value="dark">{tx('profile.themeDark')}</option>
        </SelectField>
      </form>
    </Dialog>
  )
}

export default ProfileDialog

import { type FormEvent, useState } from 'react'
import { Field, PasswordField } from '../../components/field.tsx'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Link } from '../../router/router.tsx'
import { useSession } from '../../session/session-context.tsx'
import { sessionEndedNotice } from '../../session/session-ended.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { AuthLayout } from './auth-layout.tsx'
import { useSignupOpen } from './signup-open.ts'

export function LoginPage() {
  const { t } = useI18n()
  const { login } = useSession()
  const showError = useErrorToast()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(localStorage.getItem('rememberMe') !== 'false')
  const [busy, setBusy] = useState(false)
  const signupOpen = useSignupOpen()
  // Why the last session ended (a login in another browser, a logout in the back office...).
  const [ended] = useState(sessionEndedNotice)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await login(email.trim(), password, remember)
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  return (
    <AuthLayout title={t('login.title')}>
      <form className="form" onSubmit={submit} noValidate>
        {ended && (
          <p className="auth-notice" role="alert">
            {t(ended)}
          </p>
        )}
        <Field
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('login.password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <label className="switch">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('login.rememberMe')}</span>
        </label>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('login.submit')}
        </button>
        <div className="auth-links">
          <Link to="/forgetpsw">{t('login.forgot')}</Link>
          {signupOpen ? (
            <span>
              {t('login.noAccount')} <Link to="/signup">{t('login.signup')}</Link>
            </span>
          ) : null}
        </div>
      </form>
    </AuthLayout>
  )
}

import { type FormEvent, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Field, PasswordField } from '../../components/field.tsx'
import { emailProblem, lengthProblem } from '../../components/validation.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import type { MessageKey } from '../../i18n/pt.ts'
import { Link, useRouter } from '../../router/router.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { AuthLayout } from './auth-layout.tsx'

/** The second step's rules: a code, a password of 5 to 50 characters, and the same confirmation. */
export function resetProblems(code: string, password: string, confirmation: string) {
  const found: { code?: MessageKey; password?: MessageKey; confirmation?: MessageKey } = {}
  if (code.trim() === '') found.code = 'validation.required'
  const passwordProblem = lengthProblem(password, { min: 5, max: 50 })
  if (passwordProblem) found.password = passwordProblem
  if (confirmation !== password) found.confirmation = 'validation.passwordsDiffer'
  return found
}

/** Two steps: e-mail a reset code, then the code with the new password and its confirmation. */
export function ForgotPasswordPage() {
  const { t } = useI18n()
  const { navigate } = useRouter()
  const showError = useErrorToast()
  const [step, setStep] = useState<'email' | 'reset'>('email')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)

  const sendEmail = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (emailProblem(email)) return
    setBusy(true)
    try {
      await dataOf(atendo.POST('/api/forgetpassword/{email}', { params: { path: { email: email.trim() } } }))
      toast.success(t('forgot.emailSent'))
      setStep('reset')
      setTouched(false)
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  const found = resetProblems(code, password, confirmation)
  const reset = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      // The SDK encodes each segment.
      const path = { email: email.trim(), token: code.trim(), newPassword: password }
      await dataOf(atendo.POST('/api/resetpasswords/{email}/{token}/{newPassword}', { params: { path } }))
      toast.success(t('forgot.done'))
      navigate('/login')
    } catch (error) {
      showError(error)
      setBusy(false)
    }
  }

  const emailError = touched && emailProblem(email) ? t(emailProblem(email)!) : undefined
  return (
    <AuthLayout title={t('forgot.title')}>
      {step === 'email' ? (
        <form className="form" onSubmit={sendEmail} noValidate>
          <Field
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t('forgot.sendEmail')}
          </button>
        </form>
      ) : (
        <form className="form" onSubmit={reset} noValidate>
          <p>{t('forgot.emailSent')}</p>
          <Field
            label={t('forgot.code')}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            error={touched && found.code ? t(found.code) : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <PasswordField
            label={t('forgot.newPassword')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            autoComplete="new-password"
            value={password}
            error={touched && found.password ? t(found.password) : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordField
            label={t('forgot.confirmPassword')}
            showLabel={t('login.showPassword')}
            hideLabel={t('login.hidePassword')}
            autoComplete="new-password"
            value={confirmation}
            error={touched && found.confirmation ? t(found.confirmation) : undefined}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {t('forgot.reset')}
          </button>
        </form>
      )}
      <div className="auth-links">
        <Link to="/login">{t('forgot.backToLogin')}</Link>
      </div>
    </AuthLayout>
  )
}

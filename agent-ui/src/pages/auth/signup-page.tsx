import type { ApiAnswer } from '@atendo/sdk'
import { type FormEvent, useEffect, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Field, PasswordField, SelectField } from '../../components/field.tsx'
import { emailProblem, lengthProblem, problems } from '../../components/validation.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Link, useRouter } from '../../router/router.tsx'
import { toast } from '../../toasts/toast-store.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { AuthLayout } from './auth-layout.tsx'
import { useSignupOpen } from './signup-open.ts'

type Plan = ApiAnswer<'get', '/api/plans/list'>[number]

interface SignupForm {
  companyName: string
  name: string
  email: string
  password: string
  phone: string
  planId: string
}

/** The signup rules (inbox.md §5): names 2–50, password 5–50, valid e-mail, phone and plan required. */
export function signupProblems(form: SignupForm) {
  return problems({
    companyName: lengthProblem(form.companyName, { min: 2, max: 50 }),
    name: lengthProblem(form.name, { min: 2, max: 50 }),
    email: emailProblem(form.email),
    password: lengthProblem(form.password, { min: 5, max: 50 }),
    phone: form.phone.trim() === '' ? 'validation.required' : undefined,
    planId: form.planId === '' ? 'validation.required' : undefined,
  })
}

/** The signup page when the platform allows it (`userCreation`); otherwise it says so, with no form. */
export function SignupPage() {
  const { t } = useI18n()
  const open = useSignupOpen()
  if (open === undefined) {
    return (
      <AuthLayout title={t('signup.title')}>
        <p role="status">{t('app.loading')}</p>
      </AuthLayout>
    )
  }
  if (!open) {
    return (
      <AuthLayout title={t('signup.title')}>
        <p className="auth-notice" role="alert">
          {t('signup.closed')}
        </p>
        <div className="auth-links">
          <Link to="/login">{t('signup.haveAccount')}</Link>
        </div>
      </AuthLayout>
    )
  }
  return <OpenSignupForm />
}

function OpenSignupForm() {
  const { t, locale } = useI18n()
  const { navigate, search } = useRouter()
  const showError = useErrorToast()
  const [plans, setPlans] = useState<Plan[]>([])
  const [form, setForm] = useState<SignupForm>({
    companyName: '',
    name: '',
    email: '',
    password: '',
    phone: '',
    planId: '',
  })
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const found = signupProblems(form)

  useEffect(() => {
    dataOf(atendo.GET('/api/plans/list')).then(setPlans, showError)
  }, [showError])

  const set = (key: keyof SignupForm) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [key]: event.target.value }))
  const problem = (key: keyof SignupForm) => (touched && found[key] ? t(found[key]) : undefined)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      const companyId = new URLSearchParams(search).get('companyId')
      await dataOf(
        atendo.POST('/api/auth/signup', {
          body: {
            companyName: form.companyName.trim(),
            name: form.name.trim(),
            email: form.email.trim(),
            password: form.password,
            phone: form.phone.trim(),
            planId: Number(form.planId),
            ...(companyId ? { companyId } : {}),
          },
        }),
      )
      toast.success(t('signup.success'))
      navigate('/login')
    } catch (error) {
      showError(error)
      toast.error(t('signup.failure'))
      setBusy(false)
    }
  }

  const money = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return (
    <AuthLayout title={t('signup.title')}>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t('signup.companyName')}
          value={form.companyName}
          onChange={set('companyName')}
          error={problem('companyName')}
          autoFocus
        />
        <Field
          label={t('signup.name')}
          value={form.name}
          onChange={set('name')}
          error={problem('name')}
          autoComplete="name"
        />
        <Field
          label={t('login.email')}
          type="email"
          value={form.email}
          onChange={set('email')}
          error={problem('email')}
          autoComplete="email"
        />
        <PasswordField
          label={t('login.password')}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
          value={form.password}
          onChange={set('password')}
          error={problem('password')}
          autoComplete="new-password"
        />
        <Field
          label={t('signup.phone')}
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          error={problem('phone')}
          autoComplete="tel"
        />
        <SelectField
          label={t('signup.plan')}
          value={form.planId}
          onChange={set('planId')}
          error={problem('planId')}
        >
          <option value="">—</option>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {t('signup.planOption', {
                name: plan.name,
                users: plan.users,
                connections: plan.connections,
                queues: plan.queues,
                amount: money.format(plan.amount),
              })}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button button-primary button-block" disabled={busy}>
          {t('signup.submit')}
        </button>
        <div className="auth-links">
          <Link to="/login">{t('signup.haveAccount')}</Link>
        </div>
      </form>
    </AuthLayout>
  )
}

import { useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { Dialog } from '../../components/dialog.tsx'
import { Field } from '../../components/field.tsx'
import { billingTexts } from '../../i18n/billing-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import {
  type CheckoutForm,
  checkoutProblems,
  customPlanBase,
  customPlanExtra,
  customPlanMonthly,
  dayMonthYear,
  type Invoice,
  type PaymentResult,
  reais,
} from './billing-rules.ts'
import { PaymentResultView } from './payment-result-view.tsx'

/** The checkout's steps (administration.md §4 Checkout): 0 data, 1 plan, 2 review, then payment. */
const steps = ['checkout.step.data', 'checkout.step.plan', 'checkout.step.review'] as const
const paymentStep = steps.length
/** The checkout opens on the plan (administration.md §4: "starts at step 1"). */
const firstStep = 1

type Problems = ReturnType<typeof checkoutProblems>

/**
 * The checkout dialog: Dados, Personalizar, Revisar, then the payment screen. Only the full name
 * and the CPF/CNPJ are enforced; PAGAR with either missing goes back to Dados and says which. The
 * prices shown are the invoice's or the custom plan's rule; the server prices the charge itself.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice?: Invoice; onClose(): void }) {
  const tx = useFeatureTexts(billingTexts)
  const showError = useErrorToast()
  const baseline = {
    users: invoice?.users ?? customPlanBase.users,
    connections: invoice?.connections ?? customPlanBase.connections,
  }
  const [step, setStep] = useState(firstStep)
  const [form, setForm] = useState<CheckoutForm>({
    firstName: '',
    zipcode: '',
    address2: '',
    city: '',
    state: '',
    ...baseline,
  })
  const [problems, setProblems] = useState<Problems>({})
  const [paying, setPaying] = useState(false)
  const [result, setResult] = useState<PaymentResult>()

  const custom = form.users !== baseline.users || form.connections !== baseline.connections
  const monthly = customPlanMonthly(form.users, form.connections)
  const planBlocked = custom && monthly === undefined
  const set = (field: keyof CheckoutForm) => (value: string) =>
    setForm((current) => ({
      ...current,
      [field]: field === 'users' || field === 'connections' ? Math.trunc(Number(value)) : value,
    }))

  const next = () => {
    if (step === 0) {
      const found = checkoutProblems(form)
      setProblems(found)
      if (Object.keys(found).length > 0) return
    }
    setStep((current) => current + 1)
  }

  const pay = async () => {
    const found = checkoutProblems(form)
    setProblems(found)
    if (Object.keys(found).length > 0) return setStep(0)
    setPaying(true)
    try {
      const answer = await dataOf(
        atendo.POST('/api/subscription', {
          body: {
            firstName: form.firstName.trim(),
            zipcode: form.zipcode.trim(),
            ...(form.address2.trim() ? { address2: form.address2.trim() } : {}),
            ...(form.city.trim() ? { city: form.city.trim() } : {}),
            ...(form.state.trim() ? { state: form.state.trim() } : {}),
            ...(invoice ? { invoiceId: invoice.id } : {}),
            ...(custom || invoice ? { users: form.users, connections: form.connections } : {}),
          },
        }),
      )
      setResult(answer)
      setStep(paymentStep)
    } catch (error) {
      showError(error)
    } finally {
      setPaying(false)
    }
  }

  const planName = custom ? tx('checkout.customPlan') : (invoice?.detail ?? tx('checkout.customPlan'))
  const planPrice = custom
    ? monthly !== undefined
      ? tx('checkout.monthly', { price: reais(monthly) })
      : tx('checkout.tooSmall')
    : invoice
      ? reais(invoice.value)
      : tx('checkout.monthly', { price: reais(customPlanBase.price) })

  const actions =
    step === paymentStep ? (
      <button type="button" className="button" onClick={onClose}>
        {tx('common.close')}
      </button>
    ) : (
      <>
        <button type="button" className="button" onClick={onClose}>
          {tx('common.cancel')}
        </button>
        <button
          type="button"
          className="button"
          disabled={step === 0 || paying}
          onClick={() => setStep((current) => current - 1)}
        >
          {tx('checkout.back')}
        </button>
        {step < steps.length - 1 ? (
          <button
            type="button"
            className="button button-primary"
            disabled={step === 1 && planBlocked}
            onClick={next}
          >
            {tx('checkout.next')}
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            disabled={paying || planBlocked}
            onClick={() => void pay()}
          >
            {paying ? tx('checkout.paying') : tx('checkout.pay')}
          </button>
        )}
      </>
    )

  return (
    <Dialog title={tx('checkout.title')} onClose={onClose} actions={actions} wide>
      <ol className="checkout-steps" aria-label={tx('checkout.steps')}>
        {[...steps, 'checkout.step.payment' as const].map((key, index) => (
          <li key={key} aria-current={index === step ? 'step' : undefined} data-done={index < step}>
            {tx(key)}
          </li>
        ))}
      </ol>
      {step === 0 ? (
        <div className="checkout-grid">
          <Field
            label={tx('checkout.firstName')}
            value={form.firstName}
            error={problems.firstName && tx(problems.firstName)}
            onChange={(event) => set('firstName')(event.target.value)}
            autoComplete="name"
            data-autofocus
          />
          <Field
            label={tx('checkout.document')}
            value={form.zipcode}
            error={problems.zipcode && tx(problems.zipcode)}
            onChange={(event) => set('zipcode')(event.target.value)}
            inputMode="numeric"
          />
          <Field
            label={tx('checkout.address')}
            value={form.address2}
            onChange={(event) => set('address2')(event.target.value)}
          />
          <Field
            label={tx('checkout.city')}
            value={form.city}
            onChange={(event) => set('city')(event.target.value)}
          />
          <Field
            label={tx('checkout.state')}
            value={form.state}
            onChange={(event) => set('state')(event.target.value)}
          />
        </div>
      ) : null}
      {step === 1 ? (
        <div className="checkout-plan">
          {invoice ? (
            <p>
              {tx('checkout.invoicePlan', { detail: invoice.detail })} — {reais(invoice.value)} (
              {dayMonthYear(invoice.dueDate)})
            </p>
          ) : null}
          <div className="checkout-grid">
            <Field
              label={tx('checkout.users')}
              type="number"
              min={1}
              step={1}
              value={form.users}
              onChange={(event) => set('users')(event.target.value)}
            />
            <Field
              label={tx('checkout.connections')}
              type="number"
              min={1}
              step={1}
              value={form.connections}
              onChange={(event) => set('connections')(event.target.value)}
            />
          </div>
          <p className="field-hint">
            {tx('checkout.customRule', {
              base: reais(customPlanBase.price),
              user: reais(customPlanExtra.user),
              connection: reais(customPlanExtra.connection),
            })}
          </p>
          <p className="checkout-price" aria-live="polite">
            <strong>{planName}</strong>: {planPrice}
          </p>
          {custom ? <p className="field-hint">{tx('checkout.priceNote')}</p> : null}
        </div>
      ) : null}
      {step === 2 ? (
        <dl className="checkout-review">
          <dt>{tx('checkout.firstName')}</dt>
          <dd>{form.firstName || '—'}</dd>
          <dt>{tx('checkout.document')}</dt>
          <dd>{form.zipcode || '—'}</dd>
          <dt>{planName}</dt>
          <dd>{planPrice}</dd>
          <dt>{tx('checkout.users')}</dt>
          <dd>{form.users}</dd>
          <dt>{tx('checkout.connections')}</dt>
          <dd>{form.connections}</dd>
        </dl>
      ) : null}
      {step === paymentStep && result ? <PaymentResultView result={result} /> : null}
    </Dialog>
  )
}

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { atendo, dataOf, pageOf } from '../../api/atendo.ts'
import { companyKeys } from '../../api/query-keys/company-keys.ts'
import { billingTexts } from '../../i18n/billing-texts.ts'
import { calendarDayText } from '../../i18n/company-time.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { companyTimeZone } from '../../session/company-time-zone.ts'
import { isAdmin } from '../../session/permissions.ts'
import { useUser } from '../../session/session-context.tsx'
import { calendarDay } from '../../session/subscription.ts'
import { type Invoice, licenceText } from './billing-rules.ts'
import { CheckoutDialog } from './checkout-dialog.tsx'
import { usePaymentConfirmation } from './use-payment-confirmation.ts'

/** The oldest unpaid invoice (the one Assine Agora pays), if the company has one. */
async function oldestOpenInvoice(): Promise<Invoice | undefined> {
  const answer = pageOf(
    await dataOf(atendo.GET('/api/invoices/all', { params: { query: { pageNumber: 1 } } })),
  )
  return answer.list.filter((invoice) => invoice.status !== 'paid').at(-1)
}

/**
 * /subscription (administration.md §2 "Invoices and payment"): the read-only licence period (expires
 * today, or in N days), the billing e-mail, and Assine Agora, which opens the checkout for the
 * oldest open invoice (or the current period's, which the server writes).
 */
export default function SubscriptionPage() {
  const tx = useFeatureTexts(billingTexts)
  const { language } = useI18n()
  const user = useUser()
  const [checkout, setCheckout] = useState<{ invoice?: Invoice }>()
  usePaymentConfirmation()
  const licence = licenceText(user.company.dueDate, calendarDay(new Date(), companyTimeZone(user)))
  const admin = isAdmin(user)

  // The company's record (and so its e-mail) is for its admins (docs/billing.md).
  const company = useQuery({
    queryKey: companyKeys.one(user.companyId),
    queryFn: () => dataOf(atendo.GET('/api/companies/{id}', { params: { path: { id: user.companyId } } })),
    enabled: admin,
  })
  const email = company.data?.email ?? ''

  const subscribe = async () => {
    const invoice = await oldestOpenInvoice().catch(() => undefined)
    setCheckout({ ...(invoice ? { invoice } : {}) })
  }

  return (
    <section className="billing-page" aria-labelledby="subscription-title">
      <div className="billing-header">
        <h1 id="subscription-title">{tx('subscription.title')}</h1>
      </div>
      <div className="subscription-card">
        <label className="field">
          <span>{tx('subscription.period')}</span>
          <input
            readOnly
            value={tx(
              licence.key,
              'days' in licence
                ? { days: licence.days }
                : 'date' in licence
                  ? { date: licence.date }
                  : 'day' in licence
                    ? { date: calendarDayText(licence.day, language) }
                    : {},
            )}
          />
        </label>
        <label className="field">
          <span>{tx('subscription.email')}</span>
          <input readOnly type="email" value={email} />
        </label>
        <button type="button" className="button button-primary" onClick={() => void subscribe()}>
          {tx('subscription.subscribe')}
        </button>
      </div>
      {checkout ? <CheckoutDialog {...checkout} onClose={() => setCheckout(undefined)} /> : null}
    </section>
  )
}

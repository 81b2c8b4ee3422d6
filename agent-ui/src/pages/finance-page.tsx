import { useCallback, useState } from 'react'
import { atendo, dataOf, pageOf } from '../api/atendo.ts'
import { invoiceKeys } from '../api/query-keys/invoice-keys.ts'
import { EmptyState } from '../components/states/empty-state.tsx'
import { PagedListStates } from '../components/states/paged-list-states.tsx'
import { billingTexts } from '../i18n/billing-texts.ts'
import { useFeatureTexts } from '../i18n/feature-texts.ts'
import { useI18n } from '../i18n/i18n-context.tsx'
import { usePluginLoaded, usePluginPanels } from '../plugins/plugin-panels.tsx'
import { companyTimeZone } from '../session/company-time-zone.ts'
import { useSession, useUser } from '../session/session-context.tsx'
import { calendarDay, subscriptionNotice, subscriptionState } from '../session/subscription.ts'
import { useErrorToast } from '../toasts/use-error-toast.ts'
import { dayMonthYear, type Invoice, invoiceState, reais } from './billing/billing-rules.ts'
import { CheckoutDialog } from './billing/checkout-dialog.tsx'
import { usePaymentConfirmation } from './billing/use-payment-confirmation.ts'
import { usePagedList } from './campaigns/use-paged-list.ts'

const stateKey = { paid: 'invoices.paid', overdue: 'invoices.overdue', open: 'invoices.open' } as const

/** The billing plugin (plugins/billing) serves the invoices; without it the page has none to list. */
export const billingPlugin = 'billing'

/**
 * /financeiro (administration.md §2 "Invoices and payment"): where an expired company lands and
 * where every refused request leads (the inbox takes any 402 here). The expiry notice, the
 * invoices with Pago / Vencido (shaded) / Em Aberto, and PAGAR on each unpaid one, which opens the
 * checkout: one click from the refusal to paying.
 */
export default function FinancePage() {
  const { t, locale } = useI18n()
  const tx = useFeatureTexts(billingTexts)
  const user = useUser()
  const { logout } = useSession()
  const { loaded } = usePluginPanels()
  const billing = usePluginLoaded(billingPlugin)
  const subscription = subscriptionState(user.company.dueDate, new Date(), companyTimeZone(user))
  const notice = subscriptionNotice(subscription, t, (date) => date.toLocaleDateString(locale))

  return (
    <section className="billing-page" aria-labelledby="finance-title">
      <div className="billing-header">
        <h1 id="finance-title">{t('finance.title')}</h1>
        {/* The way out the page offers a company whose subscription expired; anyone else has the
            user menu's, and a second one here read as if something were wrong. */}
        {subscription.kind === 'expired' ? (
          <button type="button" className="button" onClick={() => void logout()}>
            {tx('invoices.logout')}
          </button>
        ) : null}
      </div>
      {notice ? (
        <p role="alert" className={`billing-notice billing-notice-${notice.kind}`}>
          {notice.text}
        </p>
      ) : null}
      {/* Without the billing plugin its route is absent: not asked (its 404 was a console error
          on every visit of an overdue company), the notice and Sair stay. */}
      {!loaded ? null : billing ? <Invoices /> : <p>{tx('invoices.unavailable')}</p>}
    </section>
  )
}

/** The company's invoices, with PAGAR on each unpaid one, which opens the checkout. */
function Invoices() {
  const tx = useFeatureTexts(billingTexts)
  const user = useUser()
  const showError = useErrorToast()
  const [paying, setPaying] = useState<Invoice>()
  const fetchPage = useCallback(async (pageNumber: number) => {
    const answer = pageOf(
      await dataOf(atendo.GET('/api/invoices/all', { params: { query: { pageNumber } } })),
    )
    return { records: answer.list, hasMore: answer.hasMore }
  }, [])
  // Cached for the login: /financeiro, where every refusal leads, opens on the invoices at once.
  const invoices = usePagedList(fetchPage, showError, invoiceKeys.list)
  const { reload } = invoices
  usePaymentConfirmation(reload)
  const today = calendarDay(new Date(), companyTimeZone(user))

  return (
    <>
      {invoices.records.length === 0 ? (
        // The same states as every other list (issue 23 items 9, 15), not a table row.
        <PagedListStates
          list={invoices}
          empty={<EmptyState icon="note" title={tx('invoices.empty')} hint={tx('invoices.emptyHint')} />}
        />
      ) : (
        <div className="billing-table-frame" onScroll={invoices.onScroll}>
          <table className="billing-table">
            <caption className="visually-hidden">{tx('invoices.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{tx('invoices.detail')}</th>
                <th scope="col" className="wide-only numeric">
                  {tx('invoices.users')}
                </th>
                <th scope="col" className="wide-only numeric">
                  {tx('invoices.connections')}
                </th>
                <th scope="col" className="wide-only numeric">
                  {tx('invoices.queues')}
                </th>
                <th scope="col" className="numeric">
                  {tx('invoices.value')}
                </th>
                <th scope="col">{tx('invoices.dueDate')}</th>
                <th scope="col">{tx('invoices.status')}</th>
                <th scope="col" className="actions">
                  {tx('invoices.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoices.records.map((invoice) => {
                const state = invoiceState(invoice, today)
                return (
                  <tr key={invoice.id} data-state={state}>
                    <td>{invoice.detail}</td>
                    <td className="wide-only numeric">{invoice.users}</td>
                    <td className="wide-only numeric">{invoice.connections}</td>
                    <td className="wide-only numeric">{invoice.queues}</td>
                    <td className="numeric">{reais(invoice.value)}</td>
                    <td>{dayMonthYear(invoice.dueDate)}</td>
                    <td>
                      <span className="invoice-state">{tx(stateKey[state])}</span>
                    </td>
                    <td className="actions">
                      {state === 'paid' ? null : (
                        <button
                          type="button"
                          className="button button-primary button-small"
                          aria-label={tx('invoices.payLabel', {
                            detail: invoice.detail,
                            date: dayMonthYear(invoice.dueDate),
                          })}
                          onClick={() => setPaying(invoice)}
                        >
                          {tx('invoices.pay')}
                        </button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {paying ? <CheckoutDialog invoice={paying} onClose={() => setPaying(undefined)} /> : null}
    </>
  )
}

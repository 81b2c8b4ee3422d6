import { useI18n } from '../i18n/i18n-context.tsx'
import { companyTimeZone } from '../session/company-time-zone.ts'
import { useSession, useUser } from '../session/session-context.tsx'
import { subscriptionNotice, subscriptionState } from '../session/subscription.ts'

/** Where an expired company lands (invoices themselves belong to the back office). */
export default function FinancePage() {
  const { t, locale } = useI18n()
  const user = useUser()
  const { logout } = useSession()
  const notice = subscriptionNotice(
    subscriptionState(user.company.dueDate, new Date(), companyTimeZone(user)),
    t,
    (date) => date.toLocaleDateString(locale),
  )
  return (
    <section className="page">
      <h1>{t('finance.title')}</h1>
      {notice ? <p role="alert">{notice.text}</p> : null}
      <button type="button" className="button" onClick={() => void logout()}>
        {t('topbar.logout')}
      </button>
    </section>
  )
}

import { useId } from 'react'
import { useI18n } from '../i18n/i18n-context.tsx'
import { Link } from '../router/router.tsx'

/**
 * The access-denied screen (inbox.md §2): code 403, 'Oops! Acesso Negado!' and 'Voltar' to
 * /tickets, for a private page the user has no right to (the real-time panel without
 * allowRealTime, the dashboard without showDashboard).
 */
export function AccessDenied() {
  const { t } = useI18n()
  const titleId = useId()
  return (
    <section className="access-denied" aria-labelledby={titleId}>
      <p className="access-denied-code">403</p>
      <h1 id={titleId}>{t('accessDenied.title')}</h1>
      {/* It leaves the page, so it is a link, drawn as the spec's button. */}
      <Link to="/tickets" className="button button-primary">
        {t('common.back')}
      </Link>
    </section>
  )
}

import { useI18n } from '../../i18n/i18n-context.tsx'
import { Icon } from '../icon.tsx'
import './states.css'

/**
 * What a page or panel shows when its data could not be read: the reason (the server's message in
 * the user's language when there is one) and a button that asks again, so a failed load is never
 * mistaken for an empty list.
 */
export function ErrorState({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useI18n()
  return (
    <div className="empty-state error-state" role="alert" data-testid="error-state">
      <span className="empty-state-icon">
        <Icon name="alert" size={32} />
      </span>
      <p className="empty-state-title">{t('app.loadFailed')}</p>
      {message ? <p className="empty-state-hint">{message}</p> : null}
      <div className="empty-state-action">
        <button type="button" className="button" onClick={onRetry}>
          {t('app.retry')}
        </button>
      </div>
    </div>
  )
}

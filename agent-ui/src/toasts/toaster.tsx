import { useSyncExternalStore } from 'react'
import { Icon } from '../components/icon.tsx'
import { useI18n } from '../i18n/i18n-context.tsx'
import { currentToasts, dismissToast, subscribeToasts } from './toast-store.ts'

/** Renders the toasts; errors and warnings are announced assertively to screen readers. */
export function Toaster() {
  const { t } = useI18n()
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts)
  return (
    <div className="toaster">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
        >
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast-close"
            aria-label={t('common.close')}
            onClick={() => dismissToast(toast.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </div>
  )
}

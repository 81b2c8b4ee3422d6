import { useI18n } from '../../i18n/i18n-context.tsx'
import './states.css'

/**
 * What a page or panel shows while its data is on the way (issue 23 items 9 and 15): a spinner with
 * a label, announced politely, so the user never reads an empty state that is not true yet.
 */
export function LoadingState({ label, compact = false }: { label?: string; compact?: boolean }) {
  const { t } = useI18n()
  return (
    <div className={compact ? 'loading-state loading-state-compact' : 'loading-state'} role="status">
      <span className="loading-spinner" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  )
}

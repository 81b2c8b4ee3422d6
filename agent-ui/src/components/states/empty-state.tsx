import { Icon, type IconName } from '../icon.tsx'
import './states.css'

/**
 * What a page shows when it has nothing to list (issue 23 item 15): an icon, the page's own "none"
 * text, one sentence of what goes here and, when the user may take it, the action that adds the
 * first one (`add`, the page's primary button). Only shown once the data has arrived; until then the page shows a LoadingState.
 */
export function EmptyState({
  icon,
  title,
  hint,
  add,
}: {
  icon: IconName
  title: string
  hint?: string
  add?: { label: string; onAdd: () => void }
}) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={32} />
      </span>
      <p className="empty-state-title">{title}</p>
      {hint ? <p className="empty-state-hint">{hint}</p> : null}
      {add ? (
        <div className="empty-state-action">
          <button type="button" className="button button-primary" onClick={add.onAdd}>
            {add.label}
          </button>
        </div>
      ) : null}
    </div>
  )
}

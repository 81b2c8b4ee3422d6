import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { atendo, dataOf } from '../../api/atendo.ts'
import { tagKeys } from '../../api/query-keys/tag-keys.ts'
import { ConfirmDialog } from '../../components/dialog.tsx'
import { Icon } from '../../components/icon.tsx'
import { automationTexts } from '../../i18n/automation-texts.ts'
import { useFeatureTexts } from '../../i18n/feature-texts.ts'
import { useI18n } from '../../i18n/i18n-context.tsx'
import { Link } from '../../router/router.tsx'
import { useErrorToast } from '../../toasts/use-error-toast.ts'
import { ticketCountKey } from './kanban-board.ts'
import { type KanbanLane, readKanbanLanes } from './use-kanban.ts'

/**
 * /TagsKanban (administration.md §2): the kanban lanes with their name chip and ticket count,
 * edit (the tag form of the back office, where timeLane, nextLaneId, rollbackLaneId and
 * greetingMessageLane are set), delete, and back to the board.
 */
export default function KanbanLanesPage() {
  const tx = useFeatureTexts(automationTexts)
  const { t } = useI18n()
  const showError = useErrorToast()
  const titleId = useId()
  const client = useQueryClient()
  // Read again when a tag or a ticket changes (live invalidation of tagKeys.kanban).
  const { data: lanes, error } = useQuery({ queryKey: tagKeys.kanbanLanes, queryFn: readKanbanLanes })
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])
  const [deleting, setDeleting] = useState<KanbanLane>()

  const remove = async (lane: KanbanLane) => {
    try {
      await dataOf(atendo.DELETE('/api/tags/{id}', { params: { path: { id: lane.id } } }))
      await client.invalidateQueries({ queryKey: tagKeys.all })
    } catch (error) {
      showError(error)
    }
  }

  return (
    <section className="moments-page kanban-page" aria-labelledby={titleId}>
      <header className="moments-header">
        <h1 id={titleId}>{tx('kanban.lanesTitle')}</h1>
        <Link to="/kanban" className="button">
          {tx('kanban.back')}
        </Link>
      </header>
      {lanes && lanes.length === 0 ? <p className="field-hint">{tx('kanban.noLanes')}</p> : null}
      <table className="kanban-lanes">
        <tbody>
          {(lanes ?? []).map((lane) => (
            <tr key={lane.id}>
              <td className="kanban-lane-cell">
                <span className="chip" style={{ background: lane.color }}>
                  {lane.name}
                </span>
              </td>
              <td className="kanban-lane-cell">
                {tx(ticketCountKey(lane.ticketsCount), { count: lane.ticketsCount })}
              </td>
              <td className="kanban-lane-cell">
                <a
                  className="icon-button"
                  href={`/admin/#/tags/${lane.id}`}
                  aria-label={tx('kanban.edit', { name: lane.name })}
                >
                  <Icon name="edit" size={16} />
                </a>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={tx('kanban.delete', { name: lane.name })}
                  onClick={() => setDeleting(lane)}
                >
                  <Icon name="trash" size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {deleting ? (
        <ConfirmDialog
          title={tx('kanban.delete', { name: deleting.name })}
          text={tx('kanban.deleteConfirm', { name: deleting.name })}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
    </section>
  )
}

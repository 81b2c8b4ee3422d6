import type { OpenTicketConflict } from '../../../api/models.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'

/** The notice that the contact's ticket is already with another attendant (inbox.md §4). */
export function AlreadyOpenDialog({ conflict, onClose }: { conflict: OpenTicketConflict; onClose(): void }) {
  const { t } = useI18n()
  return (
    <Dialog
      title={t('alreadyOpen.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          {t('common.ok')}
        </button>
      }
    >
      <p>
        {t('alreadyOpen.text', {
          user: conflict.userName || '—',
          queue: conflict.queueName || t('tickets.noQueue'),
        })}
      </p>
    </Dialog>
  )
}

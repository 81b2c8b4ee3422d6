import { useState } from 'react'
import { Dialog } from '../../../components/dialog.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useReference } from '../reference-data.ts'
import { QueueSelect } from './queue-select.tsx'

/** Accepting (or reopening) a ticket without a queue asks for one first (inbox.md §4). */
export function AcceptDialog({
  title,
  onAccept,
  onClose,
}: {
  title: string
  onAccept(queueId: number): void
  onClose(): void
}) {
  const { t } = useI18n()
  const queues = useReference('queues')
  const [queueId, setQueueId] = useState<number | ''>('')
  const [touched, setTouched] = useState(false)
  const confirm = () => {
    setTouched(true)
    if (queueId === '') return
    onAccept(queueId)
    onClose()
  }
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={confirm}>
            {t('ticket.accept')}
          </button>
        </>
      }
    >
      <QueueSelect queues={queues} value={queueId} onChange={setQueueId} showError={touched} />
    </Dialog>
  )
}

import { useId, useState } from 'react'
import { Dialog } from '../../../components/dialog.tsx'
import { Field, SelectField } from '../../../components/field.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useReference } from '../reference-data.ts'
import { QueueSelect } from './queue-select.tsx'

/** Characters to type before users are searched. */
const minimumSearch = 3

export interface Transfer {
  queueId: number
  userId: number | null
  message: string
}

/** Transfer (inbox.md §5): queue required, user optional (searched from 3 characters), a message. */
export function TransferDialog({
  onTransfer,
  onClose,
}: {
  onTransfer(transfer: Transfer): void
  onClose(): void
}) {
  const { t } = useI18n()
  const queues = useReference('queues')
  const users = useReference('users')
  const messageId = useId()
  const [queueId, setQueueId] = useState<number | ''>('')
  const [userSearch, setUserSearch] = useState('')
  const [userId, setUserId] = useState<number | ''>('')
  const [message, setMessage] = useState('')
  // The user search starts at 3 typed characters (inbox.md §5); the chosen user stays listed.
  const typed = userSearch.trim().toLowerCase()
  const matching = users.filter(
    (user) =>
      user.id === userId || (typed.length >= minimumSearch && user.name.toLowerCase().includes(typed)),
  )
  return (
    <Dialog
      title={t('transfer.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={queueId === ''}
            onClick={() => {
              if (queueId === '') return
              onTransfer({ queueId, userId: userId === '' ? null : userId, message: message.trim() })
              onClose()
            }}
          >
            {t('ticket.transfer')}
          </button>
        </>
      }
    >
      <QueueSelect queues={queues} value={queueId} onChange={setQueueId} showError={false} />
      <Field
        label={t('transfer.searchUser')}
        type="search"
        hint={t('transfer.searchHint')}
        value={userSearch}
        onChange={(event) => setUserSearch(event.target.value)}
      />
      <SelectField
        label={t('transfer.user')}
        value={userId}
        onChange={(event) => setUserId(event.target.value === '' ? '' : Number(event.target.value))}
      >
        <option value="">{t('common.none')}</option>
        {matching.map((user) => (
          <option key={user.id} value={user.id}>
            {user.name}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label htmlFor={messageId}>{t('transfer.message')}</label>
        <textarea
          id={messageId}
          rows={5}
          value={message}
          aria-describedby={`${messageId}-hint`}
          onChange={(event) => setMessage(event.target.value)}
        />
        {/* The spec's transfer message (msgTransfer) goes to the customer: say so, never surprise. */}
        <p className="field-hint" id={`${messageId}-hint`}>
          {t('transfer.messageHint')}
        </p>
      </div>
    </Dialog>
  )
}

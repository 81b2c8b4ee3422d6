import { useEffect, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { ContactOption, OpenTicketConflict } from '../../../api/models.ts'
import { Dialog } from '../../../components/dialog.tsx'
import { Field, SelectField } from '../../../components/field.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useRouter } from '../../../router/router.tsx'
import { useUser } from '../../../session/session-context.tsx'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { useReference } from '../reference-data.ts'
import { openTicketConflict } from '../ticket-actions.ts'
import { AlreadyOpenDialog } from './already-open-dialog.tsx'
import { QueueSelect } from './queue-select.tsx'
import { useContactSearch } from './use-contact-search.ts'

/**
 * New ticket (inbox.md §5): a contact found from 3 characters, a required queue, a connection.
 * A conflict with another attendant's ticket shows the already-open notice; the user's own
 * ticket is simply opened.
 */
export function NewTicketDialog({ onClose, contact }: { onClose(): void; contact?: ContactOption }) {
  const { t } = useI18n()
  const user = useUser()
  const { navigate } = useRouter()
  const showError = useErrorToast()
  const queues = useReference('queues')
  const connections = useReference('connections')
  const [term, setTerm] = useState('')
  const options = useContactSearch(term)
  const [chosen, setChosen] = useState<ContactOption | undefined>(contact)
  const [queueId, setQueueId] = useState<number | ''>('')
  const [connectionId, setConnectionId] = useState<number | ''>(user.whatsappId ?? '')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState<OpenTicketConflict>()

  useEffect(() => {
    if (connectionId === '' && connections.length > 0) {
      setConnectionId(connections.find((connection) => connection.isDefault)?.id ?? connections[0]!.id)
    }
  }, [connections, connectionId])

  const create = async () => {
    setTouched(true)
    if (!chosen?.number || queueId === '') return
    setBusy(true)
    try {
      const ticket = await dataOf(
        atendo.POST('/api/tickets', {
          body: {
            contactId: chosen.id,
            queueId,
            whatsappId: connectionId === '' ? undefined : connectionId,
            userId: user.id,
            status: 'open',
            companyId: user.companyId,
          },
        }),
      )
      if (ticket.userId && ticket.userId !== user.id) {
        setConflict({
          userId: ticket.userId,
          userName: ticket.user?.name ?? '',
          queueName: ticket.queue?.name ?? '',
          uuid: ticket.uuid,
          status: ticket.status,
        })
        return
      }
      onClose()
      navigate(`/tickets/${ticket.uuid}`)
    } catch (error) {
      const found = openTicketConflict(error)
      if (found?.uuid && found.userId === user.id) {
        onClose()
        navigate(`/tickets/${found.uuid}`)
      } else if (found) setConflict(found)
      else showError(error)
    } finally {
      setBusy(false)
    }
  }

  if (conflict) return <AlreadyOpenDialog conflict={conflict} onClose={onClose} />
  return (
    <Dialog
      title={t('newTicket.title')}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={busy || !chosen?.number}
            onClick={() => void create()}
          >
            {t('common.ok')}
          </button>
        </>
      }
    >
      {contact ? (
        <p>
          <strong>{contact.name}</strong> {contact.number}
        </p>
      ) : (
        <>
          <Field
            label={t('newTicket.contact')}
            type="search"
            hint={t('newTicket.contactHint')}
            value={term}
            data-autofocus
            onChange={(event) => setTerm(event.target.value)}
          />
          {options.length > 0 ? (
            <ul className="picker" aria-label={t('newTicket.contact')}>
              {options.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    aria-pressed={chosen?.id === option.id}
                    onClick={() => setChosen(option)}
                  >
                    {option.name} {option.number ? `(${option.number})` : ''}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <QueueSelect queues={queues} value={queueId} onChange={setQueueId} showError={touched} />
      <SelectField
        label={t('newTicket.connection')}
        value={connectionId}
        onChange={(event) => setConnectionId(event.target.value === '' ? '' : Number(event.target.value))}
      >
        {connections.map((connection) => (
          <option key={connection.id} value={connection.id}>
            {connection.name}
          </option>
        ))}
      </SelectField>
    </Dialog>
  )
}

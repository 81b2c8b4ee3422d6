import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { TicketNote } from '../../../api/models.ts'
import { ticketKeys } from '../../../api/query-keys/ticket-keys.ts'
import { ConfirmDialog, Dialog } from '../../../components/dialog.tsx'
import { Icon } from '../../../components/icon.tsx'
import { useCompanyTime } from '../../../i18n/company-time.ts'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import type { MessageKey } from '../../../i18n/pt.ts'
import { isAdmin } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'

/** A note is required and has at least 2 characters (inbox.md §5). */
export function noteProblem(note: string): MessageKey | undefined {
  const trimmed = note.trim()
  if (trimmed === '') return 'validation.required'
  if (trimmed.length < 2) return 'validation.tooShort'
  return undefined
}

const noNotes: TicketNote[] = []

/**
 * A ticket's internal notes (GET /ticket-notes/list, POST /ticket-notes, DELETE /ticket-notes/{id}):
 * newest first; their author or an admin may delete them.
 */
export function TicketNotes({ ticketId, contactId }: { ticketId: number; contactId: number }) {
  const { t } = useI18n()
  const clock = useCompanyTime()
  const user = useUser()
  const showError = useErrorToast()
  const noteId = useId()
  const [note, setNote] = useState('')
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [deleting, setDeleting] = useState<TicketNote>()
  const problem = noteProblem(note)

  const client = useQueryClient()
  const queryKey = ticketKeys.notes(ticketId, contactId)
  const query = useQuery({
    queryKey,
    queryFn: () =>
      dataOf(atendo.GET('/api/ticket-notes/list', { params: { query: { ticketId, contactId } } })),
  })
  const notes = query.data ?? noNotes
  const { error } = query
  useEffect(() => {
    if (error) showError(error)
  }, [error, showError])

  const add = async () => {
    setTouched(true)
    if (problem) return
    setBusy(true)
    try {
      await dataOf(atendo.POST('/api/ticket-notes', { body: { note: note.trim(), ticketId, contactId } }))
      toast.success(t('notes.added'))
      setNote('')
      setTouched(false)
      await client.invalidateQueries({ queryKey })
    } catch (error) {
      showError(error)
    } finally {
      setBusy(false)
    }
  }

  const remove = async (target: TicketNote) => {
    try {
      await dataOf(atendo.DELETE('/api/ticket-notes/{id}', { params: { path: { id: target.id } } }))
      toast.success(t('notes.deleted'))
      client.setQueryData<TicketNote[]>(queryKey, (list) => list?.filter((other) => other.id !== target.id))
    } catch (error) {
      showError(error)
    }
  }

  const shownProblem = touched && problem ? t(problem) : undefined
  return (
    <div className="ticket-notes">
      <div className="field">
        <label htmlFor={noteId}>{t('notes.new')}</label>
        <textarea
          id={noteId}
          rows={3}
          value={note}
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? `${noteId}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {shownProblem ? (
          <span id={`${noteId}-error`} className="field-error">
            {shownProblem}
          </span>
        ) : null}
      </div>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void add()}>
        {t('notes.add')}
      </button>
      {notes.length === 0 ? (
        <p className="field-hint">{t('notes.empty')}</p>
      ) : (
        <ul className="note-list" aria-label={t('notes.title')}>
          {notes.map((item) => (
            <li key={item.id}>
              <div className="note-text">{item.note}</div>
              <div className="note-meta">
                <span>{item.user?.name ?? ''}</span>
                <time dateTime={item.createdAt}>{clock.dateTime(item.createdAt)}</time>
                {item.userId === user.id || isAdmin(user) ? (
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('notes.delete')}
                    onClick={() => setDeleting(item)}
                  >
                    <Icon name="trash" size={16} />
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('notes.delete')}
          text={t('notes.deleteConfirm')}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      ) : null}
    </div>
  )
}

/** The notes dialog of the conversation header (inbox.md §2 Dialogs). */
export function NotesDialog({
  ticketId,
  contactId,
  onClose,
}: {
  ticketId: number
  contactId: number
  onClose(): void
}) {
  const { t } = useI18n()
  return (
    <Dialog
      title={t('notes.title')}
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      <TicketNotes ticketId={ticketId} contactId={contactId} />
    </Dialog>
  )
}

import { lazy, Suspense, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { OpenTicketConflict, Ticket } from '../../../api/models.ts'
import { ConfirmDialog } from '../../../components/dialog.tsx'
import { Icon, type IconName } from '../../../components/icon.tsx'
import { useI18n } from '../../../i18n/i18n-context.tsx'
import { useRouter } from '../../../router/router.tsx'
import { isAdmin, isEnabled } from '../../../session/permissions.ts'
import { useUser } from '../../../session/session-context.tsx'
import { toast } from '../../../toasts/toast-store.ts'
import { useErrorToast } from '../../../toasts/use-error-toast.ts'
import { contactNumberText } from '../../contacts/contact-number.ts'
import { AcceptDialog } from '../dialogs/accept-dialog.tsx'
import { AlreadyOpenDialog } from '../dialogs/already-open-dialog.tsx'
import { TicketLogDialog } from '../dialogs/ticket-log-dialog.tsx'
import { TransferDialog } from '../dialogs/transfer-dialog.tsx'
import { NotesDialog } from '../notes/ticket-notes.tsx'
import { ScheduleDialog } from '../schedules/schedule-dialog.tsx'
import { openTicketConflict, updateTicket } from '../ticket-actions.ts'
import { initialOf } from '../ticket-format.ts'

// The PDF export loads only when asked for.
const ConversationExport = lazy(() => import('./conversation-export.tsx'))

type OpenDialog =
  | 'accept'
  | 'reopen'
  | 'transfer'
  | 'log'
  | 'delete'
  | 'schedule'
  | 'notes'
  | 'export'
  | undefined

/** A header action shown as its icon, named by its label (read aloud and shown on hover). */
function ActionIcon({
  label,
  icon,
  onClick,
  disabled,
  danger,
}: {
  label: string
  icon: IconName
  onClick(): void
  disabled?: boolean
  danger?: boolean
}) {
  return (
    <button
      type="button"
      className={danger ? 'icon-button icon-button-danger' : 'icon-button'}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon name={icon} />
    </button>
  )
}

/** The conversation header: back, contact with ticket id, owner, and the actions of inbox.md §4. */
export function ConversationHeader({
  ticket,
  onChanged,
  drawerOpen,
  onToggleDrawer,
  selecting,
  onToggleSelecting,
}: {
  ticket: Ticket
  onChanged(ticket: Ticket): void
  drawerOpen: boolean
  onToggleDrawer(): void
  /** Choosing messages to forward. */
  selecting: boolean
  onToggleSelecting(): void
}) {
  const { t } = useI18n()
  const user = useUser()
  const { navigate } = useRouter()
  const showError = useErrorToast()
  const [dialog, setDialog] = useState<OpenDialog>()
  const [busy, setBusy] = useState(false)
  const [conflict, setConflict] = useState<OpenTicketConflict>()
  /** A close waiting for the user's confirmation, with or without the farewell message. */
  const [closing, setClosing] = useState<{ farewell: boolean }>()
  const admin = isAdmin(user)

  const change = async (update: Parameters<typeof updateTicket>[1]): Promise<boolean> => {
    setBusy(true)
    try {
      onChanged(await updateTicket(ticket.id, update))
      return true
    } catch (error) {
      // Reopening while the contact has another working ticket shows who holds it (inbox.md §4).
      const found = openTicketConflict(error)
      if (found?.uuid && found.userId === user.id) navigate(`/tickets/${found.uuid}`)
      else if (found) setConflict(found)
      else showError(error)
      return false
    } finally {
      setBusy(false)
    }
  }

  const accept = () => {
    if (ticket.queueId === null) setDialog('accept')
    else void change({ status: 'open', userId: user.id, queueId: ticket.queueId })
  }
  const reopen = () => {
    if (ticket.queueId === null) setDialog('reopen')
    else void change({ status: 'open', userId: user.id, queueId: ticket.queueId })
  }
  // Closing is asked first and confirmed after (issue 23): a stray click must not end a conversation.
  const resolve = (farewell: boolean) => setClosing({ farewell })
  const confirmClose = async (sendFarewellMessage: boolean) => {
    if (await change({ status: 'closed', userId: user.id, sendFarewellMessage })) {
      toast.success(t('ticket.resolved', { name: ticket.contact.name }))
    }
  }
  const mayIgnore = admin || isEnabled(user.userClosePendingTicket)
  const details = [
    contactNumberText(ticket.contact.number, ticket.isGroup),
    ticket.user ? t('ticket.assignedTo', { name: ticket.user.name }) : '',
    ticket.queue?.name ?? '',
  ]
    .filter(Boolean)
    .join(' · ')

  return (
    <header className="conversation-header">
      <button
        type="button"
        className="icon-button"
        aria-label={t('ticket.back')}
        onClick={() => navigate('/tickets')}
      >
        <Icon name="arrowLeft" />
      </button>
      <div className="avatar" aria-hidden="true">
        {ticket.contact.urlPicture ? (
          <img src={ticket.contact.urlPicture} alt="" />
        ) : (
          initialOf(ticket.contact.name)
        )}
      </div>
      {/* Where the actions leave the title little room (1280 px with the menu open) its lines are
          cut with an ellipsis: the whole of each shows on hover. */}
      <div className="conversation-title">
        <strong title={`${ticket.contact.name} ${t('ticket.id', { id: ticket.id })}`}>
          {ticket.contact.name} <small>{t('ticket.id', { id: ticket.id })}</small>
        </strong>
        <small title={details}>{details}</small>
      </div>
      <div className="header-actions" role="toolbar" aria-label={t('ticket.actions')}>
        {ticket.status === 'pending' ? (
          <>
            <button type="button" className="button button-primary" disabled={busy} onClick={accept}>
              {t('ticket.accept')}
            </button>
            {mayIgnore ? (
              <ActionIcon
                label={t('ticket.resolveWithoutFarewell')}
                icon="check"
                disabled={busy}
                onClick={() => resolve(false)}
              />
            ) : null}
          </>
        ) : null}
        {ticket.status === 'lgpd' ? (
          <>
            {/* Waiting for the contact's LGPD consent (docs/lgpd.md): it can only be ignored. */}
            <span className="ticket-waiting-consent" role="status">
              {t('status.lgpd')}
            </span>
            {mayIgnore ? (
              <ActionIcon
                label={t('ticket.resolveWithoutFarewell')}
                icon="check"
                disabled={busy}
                onClick={() => resolve(false)}
              />
            ) : null}
          </>
        ) : null}
        {ticket.status === 'open' || ticket.status === 'group' ? (
          <>
            {/* The main action is the one labelled button; its full name is the spec's text. */}
            <button
              type="button"
              className="button button-primary"
              aria-label={t('ticket.resolveWithFarewell')}
              title={t('ticket.resolveWithFarewell')}
              disabled={busy}
              onClick={() => resolve(true)}
            >
              <Icon name="check" /> {t('ticket.finish')}
            </button>
            <ActionIcon
              label={t('ticket.resolveWithoutFarewell')}
              icon="closeAll"
              disabled={busy}
              onClick={() => resolve(false)}
            />
          </>
        ) : null}
        {ticket.status === 'open' ? (
          <ActionIcon
            label={t('ticket.return')}
            icon="undo"
            disabled={busy}
            onClick={() => void change({ status: 'pending', userId: null })}
          />
        ) : null}
        {ticket.status === 'lgpd' ? null : ticket.status !== 'closed' ? (
          <ActionIcon
            label={t('ticket.transfer')}
            icon="transfer"
            disabled={busy}
            onClick={() => setDialog('transfer')}
          />
        ) : (
          <button type="button" className="button button-primary" disabled={busy} onClick={reopen}>
            {t('ticket.reopen')}
          </button>
        )}
        <span className="header-actions-separator" aria-hidden="true" />
        <ActionIcon label={t('ticket.log')} icon="history" onClick={() => setDialog('log')} />
        <button
          type="button"
          className="icon-button"
          aria-label={t('forward.select')}
          title={t('forward.select')}
          aria-pressed={selecting}
          onClick={onToggleSelecting}
        >
          <Icon name="select" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('schedule.title')}
          title={t('schedule.title')}
          onClick={() => setDialog('schedule')}
        >
          <Icon name="calendar" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('notes.title')}
          title={t('notes.title')}
          onClick={() => setDialog('notes')}
        >
          <Icon name="note" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('export.title')}
          title={t('export.title')}
          onClick={() => setDialog('export')}
        >
          <Icon name="printer" />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('drawer.title')}
          title={t('drawer.title')}
          aria-expanded={drawerOpen}
          aria-controls="contact-drawer"
          onClick={onToggleDrawer}
        >
          <Icon name="user" />
        </button>
        {admin ? (
          <ActionIcon label={t('ticket.delete')} icon="trash" danger onClick={() => setDialog('delete')} />
        ) : null}
      </div>
      {dialog === 'accept' || dialog === 'reopen' ? (
        <AcceptDialog
          title={dialog === 'accept' ? t('accept.title') : t('ticket.reopen')}
          onClose={() => setDialog(undefined)}
          onAccept={(queueId) => void change({ status: 'open', userId: user.id, queueId })}
        />
      ) : null}
      {dialog === 'transfer' ? (
        <TransferDialog
          onClose={() => setDialog(undefined)}
          onTransfer={async ({ queueId, userId, message }) => {
            try {
              await updateTicket(ticket.id, {
                queueId,
                userId,
                status: userId ? (ticket.isGroup ? 'group' : 'open') : 'pending',
                msgTransfer: message || null,
                isTransfered: true,
              })
              navigate('/tickets/')
            } catch (error) {
              showError(error)
            }
          }}
        />
      ) : null}
      {closing ? (
        <ConfirmDialog
          title={t('ticket.resolveConfirmTitle')}
          text={t(closing.farewell ? 'ticket.resolveConfirmFarewell' : 'ticket.resolveConfirm', {
            name: ticket.contact.name,
          })}
          yes={t('ticket.resolveConfirmYes')}
          no={t('common.cancel')}
          onClose={() => setClosing(undefined)}
          onConfirm={() => void confirmClose(closing.farewell)}
        />
      ) : null}
      {conflict ? <AlreadyOpenDialog conflict={conflict} onClose={() => setConflict(undefined)} /> : null}
      {dialog === 'log' ? (
        <TicketLogDialog ticketId={ticket.id} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'schedule' ? <ScheduleDialog ticket={ticket} onClose={() => setDialog(undefined)} /> : null}
      {dialog === 'notes' ? (
        <NotesDialog ticketId={ticket.id} contactId={ticket.contactId} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'export' ? (
        <Suspense fallback={null}>
          <ConversationExport ticket={ticket} onClose={() => setDialog(undefined)} />
        </Suspense>
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title={t('ticket.delete')}
          text={t('ticket.deleteConfirm', { name: ticket.contact.name })}
          yes={t('common.yes')}
          no={t('common.no')}
          onClose={() => setDialog(undefined)}
          onConfirm={() => {
            dataOf(atendo.DELETE('/api/tickets/{id}', { params: { path: { id: ticket.id } } })).then(
              () => navigate('/tickets'),
              showError,
            )
          }}
        />
      ) : null}
    </header>
  )
}

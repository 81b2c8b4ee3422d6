import { lazy, Suspense, useRef, useState } from 'react'
import { atendo, dataOf } from '../../../api/atendo.ts'
import type { OpenTicketConflict, Ticket } from '../../../api/models.ts'
import { ConfirmDialog } from '../../../components/dialog.tsx'
import { Icon, type IconName } from '../../../components/icon.tsx'
import { MenuButton, type MenuEntry } from '../../../components/menu-button.tsx'
import { useNarrow } from '../../../components/use-narrow.ts'
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

/** Header widths (px) below which the state's secondary actions move into "Mais ações". */
const compactBelow = 600

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

/**
 * The conversation header, on one row at every size (issue 23): back, contact with ticket id,
 * owner, the state's main action (accept, finish, reopen) and its other actions of inbox.md §4,
 * the contact drawer, and "Mais ações" for what is used less (log, forwarding, scheduling, notes,
 * PDF export, delete).
 */
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
  const header = useRef<HTMLElement>(null)
  // Below this width the header keeps only the main action, the contact and the menu.
  const compact = useNarrow(header, compactBelow)

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

  // What a state allows besides its main action (inbox.md §4): icons beside it where the header
  // has room, entries of "Mais ações" where it has not (a phone, a pane squeezed by the side menu).
  const stateActions: { label: string; icon: IconName; onSelect(): void }[] = []
  if ((ticket.status === 'pending' || ticket.status === 'lgpd') && mayIgnore)
    stateActions.push({
      label: t('ticket.resolveWithoutFarewell'),
      icon: 'check',
      onSelect: () => resolve(false),
    })
  if (ticket.status === 'open' || ticket.status === 'group')
    stateActions.push({
      label: t('ticket.resolveWithoutFarewell'),
      icon: 'closeAll',
      onSelect: () => resolve(false),
    })
  if (ticket.status === 'open')
    stateActions.push({
      label: t('ticket.return'),
      icon: 'undo',
      onSelect: () => void change({ status: 'pending', userId: null }),
    })
  if (ticket.status !== 'lgpd' && ticket.status !== 'closed')
    stateActions.push({
      label: t('ticket.transfer'),
      icon: 'transfer',
      onSelect: () => setDialog('transfer'),
    })
  const moreActions: MenuEntry[] = [
    ...(compact ? stateActions : []),
    {
      label: t('ticket.log'),
      onSelect: () => setDialog('log'),
      separated: compact && stateActions.length > 0,
    },
    { label: t('forward.select'), onSelect: onToggleSelecting, checked: selecting, toggle: true },
    { label: t('schedule.title'), onSelect: () => setDialog('schedule') },
    { label: t('notes.title'), onSelect: () => setDialog('notes') },
    { label: t('export.title'), onSelect: () => setDialog('export') },
    ...(admin ? [{ label: t('ticket.delete'), onSelect: () => setDialog('delete'), separated: true }] : []),
  ]

  return (
    <header className="conversation-header" ref={header}>
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
          <button type="button" className="button button-primary" disabled={busy} onClick={accept}>
            {t('ticket.accept')}
          </button>
        ) : null}
        {ticket.status === 'lgpd' ? (
          // Waiting for the contact's LGPD consent (docs/lgpd.md): it can only be ignored.
          <span className="ticket-waiting-consent" role="status">
            {t('status.lgpd')}
          </span>
        ) : null}
        {ticket.status === 'open' || ticket.status === 'group' ? (
          // The main action is the one labelled button; its full name is the spec's text.
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
        ) : null}
        {ticket.status === 'closed' ? (
          <button type="button" className="button button-primary" disabled={busy} onClick={reopen}>
            {t('ticket.reopen')}
          </button>
        ) : null}
        {compact
          ? null
          : stateActions.map((action) => (
              <ActionIcon
                key={action.label}
                label={action.label}
                icon={action.icon}
                disabled={busy}
                onClick={action.onSelect}
              />
            ))}
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
        <MenuButton label={t('ticket.moreActions')} entries={moreActions} disabled={busy}>
          <Icon name="more" />
        </MenuButton>
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
